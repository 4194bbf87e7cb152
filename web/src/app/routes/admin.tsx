// Admin screens (SPEC §2), lazy-loaded by the router: thin wrappers over features/admin (and
// features/delivery for the delivery days, slots and PIN codes, features/invoices for the business
// and invoice settings, features/notifications for the notification settings). Each screen here
// costs the entry bundle one short route line, where a module of its own adds its import map.
import { useParams } from 'react-router';
import { BannersScreen } from '@/features/admin/components/banners-screen';
import { CategoriesScreen } from '@/features/admin/components/categories-screen';
import { CheckoutSettingsScreen } from '@/features/admin/components/checkout-settings-screen';
import { DashboardScreen } from '@/features/admin/components/dashboard-screen';
import { OrderDetailScreen } from '@/features/admin/components/order-detail-screen';
import { OrdersScreen } from '@/features/admin/components/orders-screen';
import { PageEditScreen } from '@/features/admin/components/page-edit-screen';
import { PagesScreen } from '@/features/admin/components/pages-screen';
import { PackingSlipScreen } from '@/features/admin/components/packing-slip-screen';
import { PackingSlipsScreen } from '@/features/admin/components/packing-slips-screen';
import { ProductFormScreen } from '@/features/admin/components/product-form-screen';
import { ProductsScreen } from '@/features/admin/components/products-screen';
import { ProfileScreen } from '@/features/admin/components/profile-screen';
import { ReviewsScreen } from '@/features/admin/components/reviews-screen';
import { DeliveriesScreen } from '@/features/delivery/components/deliveries-screen';
import { DeliverySettingsScreen } from '@/features/delivery/components/delivery-settings-screen';
import { PincodesScreen } from '@/features/delivery/components/pincodes-screen';
import { ComplaintsDue } from '@/features/help/components/complaints-due';
import { InvoiceSettingsScreen } from '@/features/invoices/components/invoice-settings-screen';
import { NotificationSettingsScreen } from '@/features/notifications/components/notification-settings-screen';
import { DataRequestsPending } from '@/features/privacy/components/data-requests-pending';
import { ReportsScreen } from '@/features/reports/components/reports-screen';

export const AdminProfile = () => <ProfileScreen />;
export const Dashboard = () => (
  <DashboardScreen
    notices={
      <>
        <ComplaintsDue />
        <DataRequestsPending />
      </>
    }
  />
);
export const Categories = () => <CategoriesScreen />;
export const Banners = () => <BannersScreen />;
export const Products = () => <ProductsScreen />;
export const ProductNew = () => <ProductFormScreen />;

export function ProductEdit() {
  const { id = '' } = useParams();
  return <ProductFormScreen key={id} productId={id} />;
}

export const AdminOrders = () => <OrdersScreen />;

export function AdminOrderDetail() {
  const { orderId = '' } = useParams();
  return <OrderDetailScreen key={orderId} orderId={orderId} />;
}

export const AdminDelivery = () => <DeliverySettingsScreen />;
export const AdminDeliveries = () => <DeliveriesScreen />;
export const AdminPincodes = () => <PincodesScreen />;
export const AdminPages = () => <PagesScreen />;
export const AdminReviews = () => <ReviewsScreen />;

export function AdminPageEdit() {
  const { slug = '' } = useParams();
  return <PageEditScreen key={slug} slug={slug} />;
}
export function AdminPackingSlip() {
  const { orderId = '' } = useParams();
  return <PackingSlipScreen key={orderId} orderId={orderId} />;
}
/** Every delivery's packing slip of a corporate order, one to a printed page. */
export function AdminPackingSlips() {
  const { orderId = '' } = useParams();
  return <PackingSlipsScreen key={orderId} orderId={orderId} />;
}

export const CheckoutSettings = () => <CheckoutSettingsScreen />;
export const InvoiceSettings = () => <InvoiceSettingsScreen />;
export const NotificationSettings = () => <NotificationSettingsScreen />;
export const Reports = () => <ReportsScreen />;

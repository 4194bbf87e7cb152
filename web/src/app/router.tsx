// Every route of SPEC §2. Home is in the entry bundle; everything else loads on demand (auth,
// account, checkout and admin screens through `lazy:` routes), and their loaders (loaders.ts) start
// the screens' data requests alongside the chunk. No route sets an errorElement, so React Router's
// default error page ('Unexpected Application Error!') shows unexpected errors.
import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminLoginGate, GuestOnly, RequireAdmin, RequireCustomer } from './guards';
import { createLoaders } from './loaders';
import { StorefrontLayout } from './layouts/storefront-layout';
import { HomeRoute } from './routes/home';
import { LogoutRoute } from './routes/logout';
import { NotFoundRoute } from './routes/not-found';
import type * as AccountRoutes from './routes/account';
import type * as AdminRoutes from './routes/admin';
import type * as AuthRoutes from './routes/auth';
import type * as OrderRoutes from './routes/orders';
import type * as PageRoutes from './routes/pages';
import type * as BrowseRoutes from './routes/browse';
import type * as HelpRoutes from './routes/help';
import type * as PrivacyRoutes from './routes/privacy';
import type * as PromotionRoutes from './routes/promotions';

// The other storefront screens load on demand (inside the layout's Suspense boundary), which keeps
// the entry bundle within its budget (DESIGN §9) while the navbar and footer stay on screen.
const ProductRoute = lazy(async () => ({ default: (await import('./routes/product')).ProductRoute }));
const CategoryRoute = lazy(async () => ({ default: (await import('./routes/category')).CategoryRoute }));
const CartRoute = lazy(async () => ({ default: (await import('./routes/cart')).CartRoute }));
const AboutRoute = lazy(async () => ({ default: (await import('./routes/about')).AboutRoute }));

const auth = (name: keyof typeof AuthRoutes) => async () => ({
  Component: (await import('./routes/auth'))[name],
});
const account = (name: keyof typeof AccountRoutes) => async () => ({
  Component: (await import('./routes/account'))[name],
});
const orders = (name: keyof typeof OrderRoutes) => async () => ({
  Component: (await import('./routes/orders'))[name],
});
const page = (name: keyof typeof PageRoutes) => async () => ({
  Component: (await import('./routes/pages'))[name],
});
const browse = (name: keyof typeof BrowseRoutes) => async () => ({
  Component: (await import('./routes/browse'))[name],
});
const admin = (name: keyof typeof AdminRoutes) => async () => ({
  Component: (await import('./routes/admin'))[name],
});
const help = (name: keyof typeof HelpRoutes) => async () => ({
  Component: (await import('./routes/help'))[name],
});
const privacy = (name: keyof typeof PrivacyRoutes) => async () => ({
  Component: (await import('./routes/privacy'))[name],
});
const promotions = (name: keyof typeof PromotionRoutes) => async () => ({
  Component: (await import('./routes/promotions'))[name],
});

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const load = createLoaders(queryClient);
  return [
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'product/:id', element: <ProductRoute />, loader: load.product },
      { path: 'category/:categoryName', element: <CategoryRoute />, loader: load.category },
      // Same screen; it reads `categoryName` only, so the slug is bound to that name too.
      { path: 'c/:categoryName', element: <CategoryRoute />, loader: load.category },
      { path: 'cart', element: <CartRoute /> },
      { path: 'about', element: <AboutRoute /> },
      { path: 'products', lazy: browse('AllProductsRoute'), loader: load.allProducts },
      { path: 'categories', lazy: browse('CategoriesRoute'), loader: load.categories },
      { path: 'search', lazy: browse('SearchRoute') },
      { path: 'contact', lazy: page('ContactRoute'), loader: load.page('contact') },
      { path: 'faq', lazy: page('FaqRoute'), loader: load.page('faq') },
      { path: 'shipping', lazy: page('ShippingRoute'), loader: load.page('shipping') },
      { path: 'privacy', lazy: page('PrivacyRoute'), loader: load.page('privacy') },
      { path: 'terms', lazy: page('TermsRoute'), loader: load.page('terms') },
      { path: 'your-data', lazy: privacy('YourData') },
      { path: 'privacy/stop', lazy: privacy('StopMessages') },
      { path: 'seller', lazy: async () => ({ Component: (await import('./routes/seller')).SellerRoute }) },
      { path: 'help', lazy: help('HelpRoute') },
      { path: 'help/tickets/:number', lazy: help('TicketRoute') },
      // The footer's Support link: help is reached through the Contact page.
      { path: 'support', element: <Navigate to="/contact" replace /> },
      {
        path: 'checkout',
        lazy: async () => ({ Component: (await import('./routes/checkout')).Checkout }),
      },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', lazy: auth('Login') },
          { path: 'signup', lazy: auth('Signup') },
          { path: 'forgot-password', lazy: auth('ForgotPassword') },
          { path: 'reset-password', lazy: auth('ResetPassword') },
        ],
      },
      {
        path: 'profile',
        element: <RequireCustomer />,
        children: [
          {
            lazy: account('AccountLayout'),
            children: [
              { index: true, lazy: account('Profile') },
              { path: 'favourites', lazy: account('Favourites'), loader: load.favourites },
              { path: 'orders', lazy: orders('Orders'), loader: load.orders },
              { path: 'orders/:orderId', lazy: orders('OrderDetail'), loader: load.order },
              { path: 'addresses', lazy: account('Addresses'), loader: load.addresses },
              { path: 'settings', lazy: account('Settings') },
              { path: 'privacy', lazy: privacy('AccountPrivacy') },
              { path: 'complaints', lazy: help('MyComplaints') },
            ],
          },
        ],
      },
      {
        // Corporate gifting: signed-in customers, like the account area (outside its side menu).
        path: 'corporate',
        element: <RequireCustomer />,
        children: [{ index: true, lazy: async () => ({ Component: (await import('./routes/corporate')).CorporateGifting }) }],
      },
      { path: 'logout', element: <LogoutRoute /> },
      {
        path: 'admin/login',
        element: <AdminLoginGate />,
        children: [{ index: true, lazy: auth('AdminLogin') }],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    path: 'admin',
    element: <RequireAdmin />,
    children: [
      {
        lazy: () => import('./layouts/admin-layout'),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'profile', lazy: admin('AdminProfile') },
          { path: 'dashboard', lazy: admin('Dashboard'), loader: load.dashboard },
          { path: 'categories', lazy: admin('Categories') },
          { path: 'banners', lazy: admin('Banners') },
          { path: 'products', lazy: admin('Products') },
          { path: 'products/new', lazy: admin('ProductNew') },
          { path: 'products/edit/:id', lazy: admin('ProductEdit') },
          { path: 'orders', lazy: admin('AdminOrders') },
          { path: 'orders/:orderId', lazy: admin('AdminOrderDetail') },
          { path: 'reviews', lazy: admin('AdminReviews') },
          { path: 'invoice-settings', lazy: admin('InvoiceSettings') },
          { path: 'deliveries', lazy: admin('AdminDeliveries') },
          { path: 'delivery', lazy: admin('AdminDelivery') },
          { path: 'delivery/pincodes', lazy: admin('AdminPincodes') },
          { path: 'pages', lazy: admin('AdminPages') },
          { path: 'pages/:slug', lazy: admin('AdminPageEdit') },
          { path: 'orders/:orderId/packing-slip', lazy: admin('AdminPackingSlip') },
          { path: 'orders/:orderId/packing-slips', lazy: admin('AdminPackingSlips') },
          { path: 'settings/checkout', lazy: admin('CheckoutSettings') },
          { path: 'notifications', lazy: admin('NotificationSettings') },
          { path: 'reports', lazy: admin('Reports') },
          { path: 'data-requests', lazy: privacy('AdminDataRequests') },
          // Linked from the data requests page, not the nav.
          { path: 'offer-mail', lazy: privacy('AdminOfferMail') },
          { path: 'complaints', lazy: help('AdminComplaints') },
          { path: 'complaints/:number', lazy: help('AdminComplaint') },
          { path: 'promotions', lazy: promotions('AdminPromotions') },
          { path: 'promotions/new', lazy: promotions('AdminPromotionNew') },
          { path: 'promotions/:id', lazy: promotions('AdminPromotionEdit') },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

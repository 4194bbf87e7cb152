// The footer's text pages (issue 11), lazy-loaded by the router: thin wrappers over features/pages.
// Each page's live block goes in as PageScreen's `intro` (above the owner's text) or `children`
// (below it, in a section of its own).
import { ShippingDeliveryBlock } from '@/features/delivery/components/shipping-delivery-block';
import { ContactDetails } from '@/features/pages/components/contact-details';
import { PageScreen } from '@/features/pages/components/page-screen';
import { NotFoundRoute } from './not-found';

export const ContactRoute = () => <PageScreen slug="contact" notFound={<NotFoundRoute />} intro={<ContactDetails />} />;
export const FaqRoute = () => <PageScreen slug="faq" notFound={<NotFoundRoute />} />;
export const ShippingRoute = () => (
  <PageScreen slug="shipping" notFound={<NotFoundRoute />}>
    <ShippingDeliveryBlock />
  </PageScreen>
);
export const PrivacyRoute = () => <PageScreen slug="privacy" notFound={<NotFoundRoute />} />;
export const TermsRoute = () => <PageScreen slug="terms" notFound={<NotFoundRoute />} />;

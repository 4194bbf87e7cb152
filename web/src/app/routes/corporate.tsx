// Corporate gifting (signed-in customers) — lazy-loaded; RequireCustomer in router.tsx guards it.
import { CorporateScreen } from '@/features/corporate/components/corporate-screen';

export const CorporateGifting = () => <CorporateScreen />;

// Admin: tax invoice settings, lazy-loaded by the router (a thin wrapper over features/invoices).
import { InvoiceSettingsScreen } from '@/features/invoices/components/invoice-settings-screen';

export const InvoiceSettings = () => <InvoiceSettingsScreen />;

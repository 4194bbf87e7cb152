// Personal data (issue 28 part 4), lazy-loaded by the router: thin wrappers over features/privacy.
import { DataRequestsScreen } from '@/features/privacy/components/data-requests-screen';
import { OfferMailScreen } from '@/features/privacy/components/offer-mail-screen';
import { PrivacySettingsScreen } from '@/features/privacy/components/privacy-settings-screen';
import { StopMessagesScreen } from '@/features/privacy/components/stop-messages-screen';
import { YourDataScreen } from '@/features/privacy/components/your-data-screen';

export const YourData = () => <YourDataScreen />;
export const StopMessages = () => <StopMessagesScreen />;
export const AccountPrivacy = () => <PrivacySettingsScreen />;
export const AdminDataRequests = () => <DataRequestsScreen />;
export const AdminOfferMail = () => <OfferMailScreen />;

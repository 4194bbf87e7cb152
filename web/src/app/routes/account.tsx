// Account area (SPEC §2); lazy-loaded. RequireCustomer in router.tsx lets only signed-in customers in.
import { AccountLayout as AccountFrame } from '@/features/account/components/account-layout';
import { AddressesScreen } from '@/features/account/components/addresses-screen';
import { FavouritesScreen } from '@/features/account/components/favourites-screen';
import { ProfileScreen } from '@/features/account/components/profile-screen';
import { SettingsScreen } from '@/features/account/components/settings-screen';

/** Wraps every /profile screen with the account side menu. */
export const AccountLayout = () => <AccountFrame />;
export const Profile = () => <ProfileScreen />;
export const Favourites = () => <FavouritesScreen />;
export const Addresses = () => <AddressesScreen />;
export const Settings = () => <SettingsScreen />;

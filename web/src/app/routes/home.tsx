import { HomeScreen } from '@/features/catalogue/components/home-screen';

export function HomeRoute() {
  return <HomeScreen />;
}

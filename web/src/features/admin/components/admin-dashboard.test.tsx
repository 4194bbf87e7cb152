import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { stubAdminApi, signInAsAdmin } from '../test/admin-api-stub';
import { adminStats } from '../test/fixtures';
import { DashboardScreen } from './dashboard-screen';
import { ProfileScreen } from './profile-screen';

beforeEach(() => signInAsAdmin());

describe('admin profile', () => {
  it('shows email and role', async () => {
    stubAdminApi({ '/api/admin/profile': { email: 'admin@tokri.local', role: 'admin', name: 'admin' } });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByText('admin@tokri.local')).toBeInTheDocument();
    expect(screen.getByText('Role').closest('div')).toHaveTextContent('admin');
  });

  it('says when it cannot load the profile', async () => {
    stubAdminApi({ '/api/admin/profile': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch admin profile');
  });

  it('says Not authenticated without a token', () => {
    window.localStorage.clear();
    stubAdminApi({});
    renderWithProviders(<ProfileScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not authenticated');
  });
});

describe('dashboard', () => {
  it('shows revenue and paid orders per period, statuses, unpaid orders, top products and the chart', async () => {
    stubAdminApi({ '/api/admin/stats': adminStats });
    renderWithProviders(<DashboardScreen />);
    const today = (await screen.findByRole('heading', { name: 'Today' })).parentElement!;
    expect(today).toHaveTextContent('₹1,917.00');
    expect(today).toHaveTextContent('2 paid orders');
    expect(screen.getByText('₹4,200.50')).toBeInTheDocument();
    expect(screen.getByText('₹12,345.00')).toBeInTheDocument();
    expect(screen.getByText('Unpaid orders').parentElement).toHaveTextContent('4');
    expect(screen.getByText('Alphonso Mango')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Daily revenue, last 30 days/ })).toBeInTheDocument();
    const refunded = screen.getByText('Refunded').closest('li');
    expect(refunded).toHaveTextContent('0');
  });

  it('shows the discount given under each period’s revenue (none when the server does not say)', async () => {
    stubAdminApi({ '/api/admin/stats': { ...adminStats, today: { ...adminStats.today, discounts: 1234 }, last7Days: { ...adminStats.last7Days, discounts: 2500.5 } } });
    renderWithProviders(<DashboardScreen />);
    const today = (await screen.findByRole('heading', { name: 'Today' })).parentElement!;
    expect(today).toHaveTextContent('Discounts ₹1,234.00');
    expect(screen.getByRole('heading', { name: 'Last 7 days' }).parentElement).toHaveTextContent('Discounts ₹2,500.50');
    expect(screen.getByRole('heading', { name: 'Last 30 days' }).parentElement).toHaveTextContent('Discounts ₹0.00');
  });

  it('says when statistics fail to load', async () => {
    stubAdminApi({ '/api/admin/stats': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<DashboardScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load statistics. Please check your network or try again.',
    );
  });
});

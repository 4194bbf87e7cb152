import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@/lib/api/client';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Footer } from './footer';

const config = (fssai: string | null): Schemas['ShopConfig'] => ({
  paymentProvider: 'sandbox',
  checkoutScriptUrl: '/sandbox/checkout.js',
  googleClientId: null,
  shop: { name: 'Tokri', phone: '+91 98220 12345', email: 'hello@tokri.in', address: 'Pune', hours: 'Mon-Sun 6AM-10PM' },
  cashOnDelivery: { enabled: true, maxAmount: 5000 },
  fssai,
  whatsappUpdates: false,
});

function renderFooter() {
  return renderWithProviders(<Footer />, { extraRoutes: [{ path: '/seller', element: <h1>Seller page</h1> }] });
}

describe('footer', () => {
  it('keeps the Help links and adds Seller information, which leads to /seller', async () => {
    stubApi({ '/api/config': config(null) });
    const user = userEvent.setup();
    const { router } = renderFooter();
    const help = screen.getByRole('heading', { name: 'Help' }).parentElement!;
    expect(within(help).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Contact',
      'Help with an order',
      'FAQ',
      'Shipping & delivery',
      'Support',
      'Privacy',
      'Your personal data',
      'Terms',
      'Seller information',
    ]);
    await user.click(within(help).getByRole('link', { name: 'Seller information' }));
    expect(router.state.location.pathname).toBe('/seller');
  });

  it('shows the FSSAI licence number beside the copyright once the owner has entered it', async () => {
    stubApi({ '/api/config': config('11521999000123') });
    renderFooter();
    expect(await screen.findByText('FSSAI Lic. No. 11521999000123')).toBeInTheDocument();
    expect(screen.getByText(/Tokri\. All rights reserved\./)).toBeInTheDocument();
  });

  it.each([
    ['without a number', config(null)],
    ['when the configuration cannot be loaded', { status: 500, body: { message: 'Down' } }],
  ])('shows no FSSAI line %s', async (_, answer) => {
    const fetchStub = stubApi({ '/api/config': answer });
    renderFooter();
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());
    // Let the answer arrive and render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
    expect(screen.queryByText(/FSSAI/)).not.toBeInTheDocument();
  });
});

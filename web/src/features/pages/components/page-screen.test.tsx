import { screen } from '@testing-library/react';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ContactDetails } from './contact-details';
import { PageScreen } from './page-screen';

const shop = {
  name: 'Tokri',
  phone: '+91 98220 12345',
  email: 'hello@tokri.in',
  address: 'Shop 4, Market Yard Road, Pune 411037',
  hours: 'Mon-Sun 6AM-10PM',
};

describe('text pages', () => {
  it('show the title, the last saved date and the server-made HTML, with live blocks around it', async () => {
    stubApi({
      '/api/pages/contact': {
        slug: 'contact',
        title: 'Contact Tokri',
        html: '<h2>Gifting</h2>\n<p>Write to us.</p>',
        updatedAt: '2026-11-20T10:00:00Z',
      },
      '/api/config': { paymentProvider: 'sandbox', checkoutScriptUrl: '', googleClientId: null, shop },
    });
    renderWithProviders(
      <PageScreen slug="contact" notFound={<p>Nothing here</p>} intro={<ContactDetails />}>
        <p>Live block</p>
      </PageScreen>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Tokri' })).toBeInTheDocument();
    expect(screen.getByText('Last updated November 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gifting' })).toBeInTheDocument();
    expect(screen.getByText('Live block')).toBeInTheDocument();
    const details = await screen.findByRole('list', { name: 'Contact details' });
    expect(details).toHaveTextContent('Mon-Sun 6AM-10PM');
    expect(screen.getByRole('link', { name: shop.phone })).toHaveAttribute('href', 'tel:+919822012345');
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'https://wa.me/919822012345');
    expect(document.title).toBe('Contact Tokri · Tokri');
  });

  it('leave out the date while the page shows the standard text', async () => {
    stubApi({ '/api/pages/faq': { slug: 'faq', title: 'FAQ', html: '<p>Hi</p>', updatedAt: null } });
    renderWithProviders(<PageScreen slug="faq" notFound={<p>Nothing here</p>} />);
    expect(await screen.findByText('Hi')).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  it('show the not-found screen when the server has no such page', async () => {
    stubApi({});
    renderWithProviders(<PageScreen slug="terms" notFound={<p>Nothing here</p>} />);
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });
});

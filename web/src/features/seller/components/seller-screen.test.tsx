import { screen, within } from '@testing-library/react';
import type { Schemas } from '@/lib/api/client';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SellerScreen } from './seller-screen';

const seller: Schemas['Seller'] = {
  shopName: 'Tokri',
  legalName: 'Tokri Fresh LLP',
  address: 'Shop 4, Market Yard Road, Pune 411037',
  state: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  fssai: '11521999000123',
  carePhone: '+91 98220 12345',
  careEmail: 'care@tokri.in',
  hours: 'Mon-Sun 6AM-10PM',
  grievanceOfficer: { name: 'Asha Kulkarni', designation: 'Grievance Officer', email: 'grievance@tokri.in', phone: '020 2444 1234' },
};

const section = (name: string) => screen.getByRole('region', { name });

describe('seller information page', () => {
  it('shows the seller, customer care, the grievance officer and the policy links', async () => {
    stubApi({ '/api/seller': seller });
    renderWithProviders(<SellerScreen />, { route: '/seller', path: '/seller' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seller information' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Seller' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Seller', 'Customer care', 'Grievance officer']);

    const details = section('Seller');
    for (const text of ['Tokri Fresh LLP', 'Shop 4, Market Yard Road, Pune 411037', 'Maharashtra', '27AAPFU0939F1ZV', '11521999000123']) {
      expect(details).toHaveTextContent(text);
    }
    expect(within(details).getByText('FSSAI licence number')).toBeInTheDocument();

    const care = section('Customer care');
    expect(within(care).getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
    expect(within(care).getByRole('link', { name: 'care@tokri.in' })).toHaveAttribute('href', 'mailto:care@tokri.in');
    expect(care).toHaveTextContent('Mon-Sun 6AM-10PM');

    const officer = section('Grievance officer');
    expect(officer).toHaveTextContent('Asha Kulkarni');
    expect(officer).toHaveTextContent('Grievance Officer');
    expect(within(officer).getByRole('link', { name: 'grievance@tokri.in' })).toHaveAttribute('href', 'mailto:grievance@tokri.in');
    expect(within(officer).getByRole('link', { name: '020 2444 1234' })).toHaveAttribute('href', 'tel:02024441234');

    expect(screen.getByText(/Delivery, returns, refunds and payment policies/)).toBeInTheDocument();
    const links = Object.fromEntries(
      ['Shipping & delivery', 'Terms', 'Privacy', 'Contact us'].map((name) => [name, screen.getByRole('link', { name }).getAttribute('href')]),
    );
    expect(links).toEqual({ 'Shipping & delivery': '/shipping', Terms: '/terms', Privacy: '/privacy', 'Contact us': '/contact' });
    expect(document.title).toBe('Seller information · Tokri');
  });

  it('says customer care handles complaints without a grievance officer, and leaves out a missing GSTIN or FSSAI number', async () => {
    stubApi({ '/api/seller': { ...seller, gstin: null, fssai: null, grievanceOfficer: null } });
    renderWithProviders(<SellerScreen />, { route: '/seller', path: '/seller' });
    expect(await screen.findByText('Complaints are handled by customer care.')).toBeInTheDocument();
    expect(section('Grievance officer')).not.toHaveTextContent('Asha');
    expect(screen.queryByText('GSTIN')).not.toBeInTheDocument();
    expect(screen.queryByText('FSSAI licence number')).not.toBeInTheDocument();
    expect(section('Seller')).toHaveTextContent('Tokri Fresh LLP');
  });

  it('shows an officer without a phone without a Phone line', async () => {
    stubApi({ '/api/seller': { ...seller, grievanceOfficer: { ...seller.grievanceOfficer!, phone: null } } });
    renderWithProviders(<SellerScreen />, { route: '/seller', path: '/seller' });
    const officer = await screen.findByTestId('grievance-officer');
    expect(officer).toHaveTextContent('Asha Kulkarni');
    expect(within(officer).queryByText('Phone')).not.toBeInTheDocument();
  });

  it('says so when the details cannot be loaded', async () => {
    stubApi({ '/api/seller': { status: 500, body: { message: 'Something went wrong' } } });
    renderWithProviders(<SellerScreen />, { route: '/seller', path: '/seller' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
  });
});

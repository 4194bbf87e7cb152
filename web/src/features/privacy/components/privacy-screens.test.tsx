// The personal-data screens against a stubbed API: consents, deleting the account, the mail
// footer's stop link and the admin's data requests.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-calls';
import { renderWithProviders } from '@/test/render';
import type { DataRequest } from '../types';
import { DataRequestsScreen } from './data-requests-screen';
import { PrivacySettingsScreen } from './privacy-settings-screen';
import { StopMessagesScreen } from './stop-messages-screen';
import { YourDataScreen } from './your-data-screen';

const asha = { _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-05T10:00:00Z' };

function signIn(token = 't-asha') {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(asha));
}

afterEach(() => localStorage.clear());

const consents = { marketing: false, whatsapp: true, marketingAt: null, whatsappAt: '2026-11-20T04:30:00.000Z' };

describe('/your-data', () => {
  it('shows who is responsible, each section as a card, the services, the rights and the grievance officer', async () => {
    stubApi({
      'GET /api/privacy/notice': {
        body: {
          controller: { legalName: 'Tokri Fruits LLP', address: '12 MG Road, Pune', email: 'care@tokri.in', phone: '+91 98220 12345' },
          grievanceOfficer: { name: 'Meera Joshi', designation: 'Grievance Officer', email: 'grievance@tokri.in', phone: '' },
          sections: [
            { title: 'Your account', data: ['Name', 'Email'], purpose: 'To sign you in.', kept: 'Until you delete your account.' },
            { title: 'Orders', data: ['Address'], purpose: 'To deliver.', kept: '8 years (tax law).' },
          ],
          processors: [{ name: 'Razorpay', purpose: 'Payments' }],
          rights: ['Ask for a copy of your data.'],
        },
      },
    });
    renderWithProviders(<YourDataScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your personal data' })).toBeInTheDocument();
    expect(await screen.findByText('Tokri Fruits LLP')).toBeInTheDocument();
    expect(screen.getAllByTestId('notice-section')).toHaveLength(2);
    const orders = screen.getByRole('heading', { level: 3, name: 'Orders' }).parentElement!;
    expect(within(orders).getByText('8 years (tax law).')).toBeInTheDocument();
    expect(screen.getByText('Razorpay')).toBeInTheDocument();
    expect(screen.getByText('Ask for a copy of your data.')).toBeInTheDocument();
    expect(screen.getByTestId('privacy-grievance-officer')).toHaveTextContent('Meera Joshi');
    // A visitor is asked to log in; no link to the account's controls.
    expect(screen.queryByRole('link', { name: 'Privacy and your data' })).not.toBeInTheDocument();
  });
});

describe('/profile/privacy', () => {
  it('saves each consent on change, says so, and shows since when it is given', async () => {
    signIn();
    const calls = stubApi({
      'GET /api/user/consents': { body: consents },
      'GET /api/user/profile': { body: { ...asha, hasPassword: true } },
      'PUT /api/user/consents': { body: { ...consents, marketing: true, marketingAt: '2026-11-26T10:00:00.000Z' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<PrivacySettingsScreen />);
    const marketing = await screen.findByRole('checkbox', { name: 'Send me offers and news by email' });
    const whatsapp = screen.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' });
    expect(marketing).not.toBeChecked();
    expect(whatsapp).toBeChecked();
    expect(whatsapp).toHaveAccessibleDescription('Given on 20 Nov 2026, 10:00 am IST');
    await user.click(marketing);
    expect(await screen.findByText('Saved: we will email you offers and news.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ marketing: true });
    expect(marketing).toBeChecked();
    expect(marketing).toHaveAccessibleDescription('Given on 26 Nov 2026, 3:30 pm IST');
  });

  it('puts the box back and says so when the choice cannot be saved', async () => {
    signIn();
    stubApi({
      'GET /api/user/consents': { body: consents },
      'GET /api/user/profile': { body: { ...asha, hasPassword: true } },
      'PUT /api/user/consents': { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderWithProviders(<PrivacySettingsScreen />);
    const whatsapp = await screen.findByRole('checkbox', { name: 'Send me order updates on WhatsApp' });
    await user.click(whatsapp);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your choice. Please try again.');
    expect(whatsapp).toBeChecked();
    expect(whatsapp).toHaveFocus();
  });

  it('keeps the person signed in when the password is wrong, and signs out with the message on success', async () => {
    signIn();
    let attempt = 0;
    const calls = stubApi({
      'GET /api/user/consents': { body: consents },
      'GET /api/user/profile': { body: { ...asha, hasPassword: true } },
      'DELETE /api/user/account': () =>
        ++attempt === 1
          ? { status: 401, body: { message: 'Wrong password.' } }
          : { body: { message: 'Your account and personal data have been erased.', status: 'completed' } },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PrivacySettingsScreen />, {
      route: '/profile/privacy',
      path: '/profile/privacy',
      extraRoutes: [{ path: '/logout', element: <h1>Signing out</h1> }],
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('invoices, with their numbers and amounts, as tax law requires');
    const form = within(dialog).getByRole('form', { name: 'Delete my account' });
    await waitFor(() => expect(within(form).getByLabelText('Your password')).toBeInTheDocument());

    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(within(form).getByText('Please enter your password.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.type(within(form).getByLabelText('Your password'), 'not-it');
    await user.type(within(form).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Wrong password.');
    expect(localStorage.getItem('token')).toBe('t-asha');

    await user.clear(within(form).getByLabelText('Your password'));
    await user.type(within(form).getByLabelText('Your password'), 'secret1');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(calls.filter((call) => call.method === 'DELETE').at(-1)?.body).toEqual({ password: 'secret1', confirm: 'DELETE' });
  });

  it('asks no password of an account made with Google', async () => {
    signIn();
    const calls = stubApi({
      'GET /api/user/consents': { body: consents },
      'GET /api/user/profile': { body: { ...asha, hasPassword: false } },
      'DELETE /api/user/account': { body: { message: 'Your account is closed.', status: 'pending' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<PrivacySettingsScreen />, { extraRoutes: [{ path: '/logout', element: <h1>Signing out</h1> }] });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/profile')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Signing out' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ confirm: 'DELETE' });
  });
});

describe('/privacy/stop', () => {
  it('sends the token with one button and shows the answer', async () => {
    const calls = stubApi({
      'POST /api/privacy/withdraw': { body: { message: 'Done: no more offers or WhatsApp messages.', marketing: false, whatsapp: false } },
    });
    const user = userEvent.setup();
    renderWithProviders(<StopMessagesScreen />, { route: '/privacy/stop?t=abc123', path: '/privacy/stop' });
    await user.click(screen.getByRole('button', { name: 'Stop all messages except order updates' }));
    expect(await screen.findByText('Done: no more offers or WhatsApp messages.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ token: 'abc123' });
    expect(screen.queryByRole('button', { name: 'Stop all messages except order updates' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a bad token", async () => {
    stubApi({ 'POST /api/privacy/withdraw': { status: 400, body: { message: 'This link is not valid.' } } });
    const user = userEvent.setup();
    renderWithProviders(<StopMessagesScreen />, { route: '/privacy/stop?t=bad', path: '/privacy/stop' });
    await user.click(screen.getByRole('button', { name: 'Stop all messages except order updates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
  });
});

describe('/admin/data-requests', () => {
  const request = (over: Partial<DataRequest>): DataRequest => ({
    id: 'r1',
    kind: 'erasure',
    status: 'pending',
    customer: 'Asha <asha@example.com>',
    requestedAt: '2026-10-01T04:30:00.000Z',
    dueBy: '2026-10-31T04:30:00.000Z',
    completedAt: null,
    note: 'Orders in progress',
    ...over,
  });

  /** Answers the list a page at a time, with the next page's cursor in X-Next-Cursor. */
  function stubList(pages: Record<string, { items: DataRequest[]; next?: string }>, complete?: { status: number; body: unknown }) {
    const seen: string[] = [];
    vi.stubGlobal('fetch', (input: Request) => {
      const url = new URL(input.url);
      seen.push(`${input.method} ${url.pathname}${url.search}`);
      if (input.method === 'POST' && complete) {
        return Promise.resolve(
          new Response(JSON.stringify(complete.body), { status: complete.status, headers: { 'Content-Type': 'application/json' } }),
        );
      }
      const page = pages[url.searchParams.get('cursor') ?? ''] ?? { items: [] };
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (page.next) headers['X-Next-Cursor'] = page.next;
      return Promise.resolve(new Response(JSON.stringify(page.items), { status: 200, headers }));
    });
    return seen;
  }

  it('lists pending requests, marks the overdue ones, pages with Load more and switches to All', async () => {
    const seen = stubList({
      '': { items: [request({})], next: 'c2' },
      c2: { items: [request({ id: 'r2', kind: 'export', customer: 'Ravi <ravi@example.com>', dueBy: '2099-01-01T00:00:00.000Z' })] },
    });
    const user = userEvent.setup();
    renderWithProviders(<DataRequestsScreen />);
    expect(screen.getByRole('link', { name: 'Send an offer mail' })).toHaveAttribute('href', '/admin/offer-mail');
    const table = await screen.findByRole('table');
    const first = within(table).getAllByTestId('data-request-row')[0]!;
    expect(first).toHaveTextContent('Erasure');
    expect(first).toHaveTextContent('31 Oct 2026, 10:00 am');
    expect(first).toHaveTextContent('Overdue');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByTestId('data-request-row')).toHaveLength(2));
    expect(within(table).getAllByTestId('data-request-row')[1]).not.toHaveTextContent('Overdue');
    expect(seen).toContain('GET /api/admin/data-requests?status=pending&cursor=c2');
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(seen).toContain('GET /api/admin/data-requests?status=all'));
  });

  it("shows the server's refusal when a customer still has orders in progress", async () => {
    stubList({ '': { items: [request({})] } }, { status: 409, body: { message: 'This customer has orders in progress.' } });
    const user = userEvent.setup();
    renderWithProviders(<DataRequestsScreen />);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Erase now: Asha <asha@example.com>' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this customer now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This customer has orders in progress.');
  });
});

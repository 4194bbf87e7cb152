// The complaint form and a complaint's page, against a stubbed API.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { stubApi } from '@/test/api-calls';
import { renderWithProviders } from '@/test/render';
import type { HelpTicket } from '../types';
import { HelpFormScreen } from './help-form-screen';
import { TicketScreen } from './ticket-screen';

const ticket: HelpTicket = {
  number: 'G000042',
  topic: 'quality',
  status: 'open',
  orderNumber: 10482,
  name: 'Asha Patil',
  email: 'asha@example.com',
  createdAt: '2026-11-26T10:00:00.000Z',
  acknowledgeBy: '2026-11-28T10:00:00.000Z',
  resolveBy: '2026-12-26T10:00:00.000Z',
  acknowledgedAt: null,
  closedAt: null,
  overdue: false,
  messages: [{ author: 'customer', body: 'The mangoes arrived bruised.', at: '2026-11-26T10:00:00.000Z' }],
};

function TicketPage() {
  const { number = '' } = useParams();
  return <TicketScreen number={number} />;
}

function renderForm(route = '/help') {
  return renderWithProviders(<HelpFormScreen />, {
    route,
    path: '/help',
    extraRoutes: [{ path: '/help/tickets/:number', element: <TicketPage /> }],
  });
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Topic'), 'quality');
  await user.type(screen.getByLabelText('Order number'), '10482');
  await user.type(screen.getByLabelText('Your name'), 'Asha Patil');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('What happened?'), 'The mangoes arrived bruised.');
}

describe('help with an order', () => {
  it('asks a guest for every field, beside each field, before sending', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('What happened?'), 'Too short');
    expect(screen.getByTestId('message-counter')).toHaveTextContent('9 / 4000 characters');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Please choose a topic.');
    expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription(/Please enter your order number/);
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Please enter the email you ordered with/);
    expect(screen.getByLabelText('What happened?')).toHaveAccessibleDescription(/Please write at least 10 characters/);
    expect(screen.getByLabelText('Topic')).toHaveFocus();
    expect(calls.filter((call) => call.path === '/api/help/tickets')).toHaveLength(0);
  });

  it('prefills the order from ?order= and shows the server’s 404 above the form', async () => {
    const calls = stubApi({
      'POST /api/help/tickets': { status: 404, body: { message: 'We could not find an order with that number and email.' } },
    });
    const user = userEvent.setup();
    renderForm('/help?order=10482');
    expect(screen.getByLabelText('Order number')).toHaveValue('10482');
    await user.clear(screen.getByLabelText('Order number'));
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByTestId('help-form-error')).toHaveTextContent('We could not find an order with that number and email.');
    expect(calls.find((call) => call.path === '/api/help/tickets')?.body).toEqual({
      topic: 'quality',
      message: 'The mangoes arrived bruised.',
      orderNumber: 10482,
      name: 'Asha Patil',
      email: 'asha@example.com',
    });
  });

  it('shows the server’s field errors beside the fields', async () => {
    stubApi({ 'POST /api/help/tickets': { status: 400, body: { message: 'Invalid', errors: { email: 'Enter a valid email.' } } } });
    const user = userEvent.setup();
    renderForm();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('Enter a valid email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Enter a valid email\./);
    expect(screen.queryByTestId('help-form-error')).not.toBeInTheDocument();
  });

  it('opens the complaint’s page with its number once sent', async () => {
    stubApi({
      'POST /api/help/tickets': { status: 201, body: { ticket, key: 'k-123' } },
      'GET /api/help/tickets/G000042': { body: ticket },
    });
    const user = userEvent.setup();
    const { router } = renderForm();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByTestId('ticket-received')).toHaveTextContent(
      'We have received your complaint. Your complaint number is G000042. We have mailed you an acknowledgement.',
    );
    expect(router.state.location.pathname).toBe('/help/tickets/G000042');
    expect(router.state.location.search).toBe('?key=k-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint G000042' })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('ticket-due')).toHaveTextContent('We will answer by 28 Nov 2026, 3:30 pm (IST)');
    expect(screen.getByTestId('ticket-due')).toHaveTextContent('Resolution due by 26 Dec 2026, 3:30 pm (IST)');
    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(within(thread).getByRole('heading', { name: 'You' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('shows a closed complaint with the shop’s reply and no reply box', async () => {
    const closed: HelpTicket = {
      ...ticket,
      status: 'closed',
      acknowledgedAt: '2026-11-27T05:00:00.000Z',
      closedAt: '2026-11-27T05:00:00.000Z',
      messages: [...ticket.messages, { author: 'shop', body: 'We are sending fresh mangoes tomorrow.', at: '2026-11-27T05:00:00.000Z' }],
    };
    const calls = stubApi({ 'GET /api/help/tickets/G000042': { body: closed } });
    renderWithProviders(<TicketPage />, { route: '/help/tickets/G000042?key=k-123', path: '/help/tickets/:number' });
    expect(await screen.findByTestId('ticket-status')).toHaveTextContent('Closed');
    expect(screen.getByText('We are sending fresh mangoes tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The shop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a new complaint' })).toHaveAttribute('href', '/help?order=10482');
    expect(calls.find((call) => call.path === '/api/help/tickets/G000042')).toBeDefined();
  });
});

// The admin's offer mail against a stubbed API: who it goes to, the server's field errors and the
// queued answer after confirming.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-calls';
import { renderWithProviders } from '@/test/render';
import { OfferMailScreen } from './offer-mail-screen';

const AUDIENCE = 'GET /api/admin/offer-mails/audience';
const SEND = 'POST /api/admin/offer-mails';

describe('/admin/offer-mail', () => {
  it('says how many customers agreed to offers, and counts the message', async () => {
    stubApi({ [AUDIENCE]: { body: { customers: 42 } } });
    const user = userEvent.setup();
    renderWithProviders(<OfferMailScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Offer mail' })).toBeInTheDocument();
    expect(await screen.findByTestId('offer-audience')).toHaveTextContent(
      'Goes to 42 customers who agreed to offers by email. Nobody else gets it, and anyone can stop offers with one tap from the mail.',
    );
    const message = screen.getByLabelText('Message');
    expect(message).toHaveAccessibleDescription('0 / 5,000 characters');
    await user.type(message, 'Mangoes 🥭');
    expect(message).toHaveAccessibleDescription('9 / 5,000 characters');
    expect(screen.getByRole('button', { name: 'Send offer mail' })).toBeEnabled();
  });

  it('cannot send while no customer has agreed to offers', async () => {
    stubApi({ [AUDIENCE]: { body: { customers: 0 } } });
    renderWithProviders(<OfferMailScreen />);
    expect(await screen.findByTestId('offer-audience')).toHaveTextContent('No customer has agreed to offers by email yet.');
    expect(screen.getByRole('button', { name: 'Send offer mail' })).toBeDisabled();
  });

  it("shows the server's field error beside an empty subject, and sends nothing without confirmation", async () => {
    const calls = stubApi({
      [AUDIENCE]: { body: { customers: 42 } },
      [SEND]: {
        status: 400,
        body: { message: 'Please check the form.', errors: { subject: 'Please write a subject of 1 to 120 characters on one line.' } },
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderWithProviders(<OfferMailScreen />);
    await screen.findByTestId('offer-audience');
    await user.type(screen.getByLabelText('Message'), 'Alphonso mangoes are in.');

    await user.click(screen.getByRole('button', { name: 'Send offer mail' }));
    expect(confirm).toHaveBeenCalledWith('Send this offer mail to 42 customers? It cannot be called back once sent.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Send offer mail' }));
    const subject = screen.getByLabelText('Subject');
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Please write a subject of 1 to 120 characters on one line.'));
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveFocus();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ subject: '', message: 'Alphonso mangoes are in.' });
    // What was written stays, to be fixed.
    expect(screen.getByLabelText('Message')).toHaveValue('Alphonso mangoes are in.');
  });

  it('shows the queued message after sending, and empties the form', async () => {
    const calls = stubApi({
      [AUDIENCE]: { body: { customers: 42 } },
      [SEND]: { status: 202, body: { queued: 42, message: 'Queued for 42 customers who agreed to offers.' } },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderWithProviders(<OfferMailScreen />);
    await screen.findByTestId('offer-audience');
    await user.type(screen.getByLabelText('Subject'), 'Mango season');
    await user.type(screen.getByLabelText('Message'), 'Alphonso mangoes are in.');
    await user.click(screen.getByRole('button', { name: 'Send offer mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Queued for 42 customers who agreed to offers.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ subject: 'Mango season', message: 'Alphonso mangoes are in.' });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});

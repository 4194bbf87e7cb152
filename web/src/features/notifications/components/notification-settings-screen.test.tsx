import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-calls';
import { renderWithProviders } from '@/test/render';
import { settings, unconfigured } from '../test/fixtures';
import { NotificationSettingsScreen } from './notification-settings-screen';

const URL = '/api/admin/settings/notifications';
const group = (name: string) => within(screen.getByRole('group', { name }));
const puts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === 'PUT');

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
});

describe('notification settings', () => {
  it('shows the saved settings, checks the form, and saves emails, events, threshold, hour and secrets', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [`GET ${URL}`]: { body: settings() },
      [`PUT ${URL}`]: ({ body }) => ({ body: { ...settings(), ...(body as object), whatsapp: settings().whatsapp } }),
    });
    renderWithProviders(<NotificationSettingsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const emails = await screen.findByRole('textbox', { name: 'Owner emails' });
    expect(emails).toHaveValue('owner@tokri.test');
    expect(screen.getByRole('combobox', { name: 'Morning summary hour (IST)' })).toHaveValue('7');
    expect(group('Events').getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'New order',
      "Morning summary of today's deliveries",
      'Low stock',
      'Out for delivery',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);
    // Saved secrets are never shown, only said to be there.
    const token = screen.getByLabelText('Access token');
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription('Saved — leave empty to keep');
    expect(screen.getByLabelText('Webhook verify token')).toHaveAccessibleDescription('Not set.');
    expect(screen.queryByRole('checkbox', { name: 'Remove the saved webhook verify token' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue('https://shop.tokri.test/api/webhooks/whatsapp');
    expect(screen.getByRole('textbox', { name: 'Webhook URL' })).toHaveAttribute('readonly');

    const threshold = screen.getByRole('textbox', { name: 'Low-stock threshold' });
    await user.clear(threshold);
    await user.type(threshold, '1001');
    await user.type(emails, ', not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(emails).toHaveAccessibleDescription(/This is not an email address: not-an-email/);
    expect(emails).toHaveFocus();
    expect(threshold).toHaveAccessibleDescription(/from 0 to 1000/);
    expect(puts(calls)).toEqual([]);

    await user.clear(emails);
    await user.type(emails, 'owner@tokri.test{Enter}staff@tokri.test');
    await user.clear(threshold);
    await user.type(threshold, '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Morning summary hour (IST)' }), '6');
    await user.click(screen.getByRole('checkbox', { name: 'Refunded' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remove the saved app secret' }));
    expect(screen.getByLabelText('App secret')).toBeDisabled();
    await user.type(screen.getByLabelText('Webhook verify token'), 'verify-me');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Notification settings saved.');
    expect(puts(calls)[0]?.body).toEqual({
      ownerEmails: ['owner@tokri.test', 'staff@tokri.test'],
      ownerWhatsapp: '+91 98220 12345',
      events: { ...settings().events, refunded: true },
      lowStockThreshold: 12,
      summaryHour: 6,
      whatsapp: { phoneNumberId: '1234567890', accessToken: null, appSecret: '', verifyToken: 'verify-me', language: 'en' },
    });
    await waitFor(() => expect(emails).toHaveValue('owner@tokri.test\nstaff@tokri.test'));
    expect(screen.getByLabelText('Webhook verify token')).toHaveValue('');
  });

  it("shows the server's refusal in a notice", async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${URL}`]: { body: settings() },
      [`PUT ${URL}`]: { status: 400, body: { message: 'The owner WhatsApp number is not a mobile number.' } },
    });
    renderWithProviders(<NotificationSettingsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The owner WhatsApp number is not a mobile number.');
    expect(alert).toHaveAttribute('data-tone', 'error');
  });

  it('says how to set up WhatsApp until it is', async () => {
    stubApi({ [`GET ${URL}`]: { body: unconfigured() } });
    renderWithProviders(<NotificationSettingsScreen />);
    const how = await screen.findByText(/Create a WhatsApp Business app in Meta/);
    expect(how.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByLabelText('Access token')).toHaveAccessibleDescription('Not set.');
    expect(screen.queryByRole('checkbox', { name: /Remove the saved/ })).toBeNull();
  });

  it('shows why the settings could not be loaded', async () => {
    stubApi({ [`GET ${URL}`]: { status: 403, body: { message: 'Admins only.' } } });
    renderWithProviders(<NotificationSettingsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only.');
  });
});

// /profile/settings.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-calls';
import { renderWithProviders } from '@/test/render';
import { SettingsScreen } from './settings-screen';

describe('settings', () => {
  afterEach(() => {
    document.documentElement.classList.remove('dark');
  });

  it('applies and keeps the dark theme', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderWithProviders(<SettingsScreen />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: /Light/ })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /Dark/ }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(within(group).getByRole('radio', { name: /Light/ }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('keeps the notifications flag', async () => {
    const user = userEvent.setup();
    stubApi({});
    localStorage.setItem('notifications', 'false');
    renderWithProviders(<SettingsScreen />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('notifications')).toBe('true');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-calls';
import { renderWithProviders } from '@/test/render';
import type { InvoiceSettings } from '../api/get-invoice-settings';
import { InvoiceSettingsScreen } from './invoice-settings-screen';

const blankContacts = {
  carePhone: '',
  careEmail: '',
  grievanceName: '',
  grievanceDesignation: '',
  grievancePhone: '',
  grievanceEmail: '',
};

const settings: InvoiceSettings = {
  legalName: 'Tokri Fresh LLP',
  gstin: null,
  fssai: null,
  address: 'Shop 4, Market Yard Road, Pune 411037',
  state: '27',
  prefix: 'TK',
  nextNumber: 'TK/26-27/000001',
  states: [{ code: '27', name: 'Maharashtra' }],
  updatedAt: null,
  contacts: blankContacts,
};

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('business and invoice settings', () => {
  it('checks the FSSAI number and the grievance officer before sending, then shows the server’s field errors', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/admin/invoice-settings': { body: settings },
      'PUT /api/admin/invoice-settings': {
        status: 400,
        body: { message: 'Please correct the highlighted fields.', errors: { fssai: 'This is not a valid FSSAI number.', carePhone: 'Enter a phone number.' } },
      },
    });
    renderWithProviders(<InvoiceSettingsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Business and invoice settings' })).toBeInTheDocument();
    const fssai = await screen.findByLabelText('FSSAI licence or registration number');
    expect(fssai).toHaveAccessibleDescription(/Printed on every invoice, bill of supply and packing slip/);
    expect(screen.getByRole('group', { name: 'Grievance officer' })).toHaveAccessibleDescription(
      /Consumer Protection \(E-Commerce\) Rules, 2020/,
    );

    await user.type(fssai, '12345');
    await user.type(group('Grievance officer').getByLabelText('Name'), 'Asha Kulkarni');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(fssai).toHaveAccessibleDescription(/has 14 digits/);
    expect(group('Grievance officer').getByLabelText('Designation')).toBeInvalid();
    expect(group('Grievance officer').getByLabelText('Email')).toHaveAccessibleDescription(/grievance officer's email/);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(fssai);
    await user.type(fssai, '1152 1999 000 124');
    await user.type(group('Grievance officer').getByLabelText('Designation'), 'Grievance Officer');
    await user.type(group('Grievance officer').getByLabelText('Email'), 'grievance@tokri.test');
    await user.type(group('Customer care').getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(fssai).toHaveAccessibleDescription(/This is not a valid FSSAI number\./);
    expect(group('Customer care').getByLabelText('Phone')).toHaveAccessibleDescription(/Enter a phone number\./);
    const [put] = calls.filter((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      fssai: '11521999000124',
      contacts: {
        ...blankContacts,
        carePhone: '12',
        grievanceName: 'Asha Kulkarni',
        grievanceDesignation: 'Grievance Officer',
        grievanceEmail: 'grievance@tokri.test',
      },
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliverySelection } from '@/lib/delivery';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { calendar, served, unserved } from '../lib/delivery-fixtures';
import { CheckoutDelivery } from './checkout-delivery';
import { PincodeCheck } from './pincode-check';

describe('Check delivery on the product page', () => {
  it('answers where and when, and remembers the PIN code', async () => {
    const fetchStub = stubApi({ '/api/delivery/check': served('411001') });
    renderWithProviders(<PincodeCheck />);
    const box = screen.getByLabelText('PIN code');
    await userEvent.type(box, '4110');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Please enter a valid 6-digit PIN code.')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();

    await userEvent.type(box, '01');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByTestId('delivery-check-result')).toHaveTextContent('Delivers to 411001 — earliest tomorrow 7–11');
    expect(localStorage.getItem('deliveryPincode')).toBe('411001');
  });

  it('says so when the shop does not deliver there', async () => {
    localStorage.setItem('deliveryPincode', '110001');
    stubApi({ '/api/delivery/check': unserved('110001') });
    renderWithProviders(<PincodeCheck />);
    expect(screen.getByLabelText('PIN code')).toHaveValue('110001');
    expect(await screen.findByTestId('delivery-check-result')).toHaveTextContent("We don't deliver to 110001 yet");
  });
});

describe('The checkout delivery section', () => {
  function renderSection(zip = '411045', forGift = false) {
    const reports: DeliverySelection[] = [];
    renderWithProviders(<CheckoutDelivery zip={zip} forGift={forGift} onChange={(s) => reports.push(s)} />);
    return reports;
  }

  it('preselects the earliest open slot, shows full and closed ones disabled, and reports the choice with the area fee', async () => {
    stubApi({ '/api/delivery/slots': calendar(), '/api/delivery/check': served('411045', 40) });
    const reports = renderSection();
    const morning = await screen.findByRole('radio', { name: /7–11/ });
    expect(screen.getByRole('radio', { name: /Tomorrow/ })).toBeChecked();
    expect(morning).toBeChecked();
    expect(screen.getByRole('radio', { name: /11 am–3 pm/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Today/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Fri.*Closed/ })).toBeDisabled();
    expect(screen.getByText('2 left')).toBeInTheDocument();
    expect(screen.getByTestId('area-fee')).toHaveTextContent('Extra delivery charge for 411045: ₹40.00');
    await waitFor(() => expect(reports.at(-1)).toEqual({ choice: { date: '2026-11-26', slotId: 'a' }, ready: true, areaFee: 40 }));

    await userEvent.click(screen.getByRole('radio', { name: /Sat/ }));
    const slots = screen.getByRole('group', { name: /Time slot on Sat, Nov 28/ });
    await userEvent.click(within(slots).getByRole('radio', { name: /5–9 pm/ }));
    await waitFor(() => expect(reports.at(-1)?.choice).toEqual({ date: '2026-11-28', slotId: 'c' }));
  });

  it('refuses an address the shop does not deliver to', async () => {
    stubApi({ '/api/delivery/slots': calendar(), '/api/delivery/check': unserved('110001') });
    const reports = renderSection('110001');
    expect(await screen.findByRole('alert')).toHaveTextContent("We don't deliver to 110001 yet. Choose another address");
    expect(screen.getByRole('link', { name: 'Choose another address' })).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(reports.at(-1)?.ready).toBe(false));
  });

  it("for a gift, asks for another recipient's PIN code instead of sending the buyer back to the cart", async () => {
    stubApi({ '/api/delivery/slots': calendar(), '/api/delivery/check': unserved('110001') });
    const reports = renderSection('110001', true);
    expect(await screen.findByRole('alert')).toHaveTextContent("We don't deliver to 110001 yet. Please check the recipient's PIN code above.");
    expect(screen.queryByRole('link', { name: 'Choose another address' })).not.toBeInTheDocument();
    await waitFor(() => expect(reports.at(-1)?.ready).toBe(false));
  });
});

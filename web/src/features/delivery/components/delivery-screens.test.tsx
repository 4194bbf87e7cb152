import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DeliveryCheck, DeliverySelection } from '@/lib/delivery';
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
    expect(await screen.findByTestId('delivery-check-result')).toHaveTextContent(/^Delivering to 411001 · next slot (today|tomorrow|\w{3} \d{1,2} \w{3},) 7–11 am$/);
    expect(localStorage.getItem('deliveryPincode')).toBe('411001');
  });

  it('says so when the shop does not deliver there', async () => {
    localStorage.setItem('deliveryPincode', '110001');
    stubApi({ '/api/delivery/check': unserved('110001') });
    renderWithProviders(<PincodeCheck />);
    expect(await screen.findByTestId('delivery-check-result')).toHaveTextContent("We don't deliver to 110001 yet");
    expect(screen.getByLabelText('PIN code')).toHaveValue('110001');
  });
});

const ignore = () => {};

/** The section with a Pay button that asks it for what is missing, as the checkout does. */
function WithPay() {
  const [check, setCheck] = useState<DeliveryCheck>({ seq: 0, focus: false });
  return (
    <>
      <CheckoutDelivery zip="411045" check={check} onChange={ignore} />
      <button type="button" onClick={() => setCheck((last) => ({ seq: last.seq + 1, focus: true }))}>
        Pay
      </button>
    </>
  );
}

describe('The checkout delivery section', () => {
  function renderSection(zip = '411045', forGift = false) {
    const reports: DeliverySelection[] = [];
    renderWithProviders(<CheckoutDelivery zip={zip} forGift={forGift} onChange={(s) => reports.push(s)} />);
    return reports;
  }

  it('preselects no slot for a new customer and asks for one; full and closed ones show disabled; the choice goes out with the area fee', async () => {
    stubApi({ '/api/delivery/slots': calendar(), '/api/delivery/check': served('411045', 40) });
    const reports = renderSection();
    const morning = await screen.findByRole('radio', { name: /7–11 am/ });
    expect(morning).not.toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.getAttribute('value'))).toEqual([
      '2026-11-26',
    ]);
    expect(screen.getByTestId('slot-prompt')).toHaveTextContent('Please choose a delivery slot.');
    expect(screen.getByRole('group', { name: /Time slot on Thu 26 Nov/ })).toHaveAccessibleDescription('Please choose a delivery slot.');
    expect(screen.getByRole('radio', { name: /11 am–3 pm/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Today/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Fri.*Closed/ })).toBeDisabled();
    expect(screen.getByText('2 left')).toBeInTheDocument();
    expect(screen.getByTestId('area-fee')).toHaveTextContent('Extra delivery charge for 411045: ₹40.00');
    await waitFor(() => expect(reports.at(-1)).toEqual({ choice: null, ready: false, areaFee: 40, needsSlot: true }));

    await userEvent.click(morning);
    await waitFor(() => expect(reports.at(-1)).toEqual({ choice: { date: '2026-11-26', slotId: 'a' }, ready: true, areaFee: 40, needsSlot: false }));
    expect(screen.queryByTestId('slot-prompt')).not.toBeInTheDocument();
    expect(screen.getByTestId('slot-choice-words')).toHaveTextContent('Delivery: Tomorrow, 7–11 am');

    await userEvent.click(screen.getByRole('radio', { name: /Sat/ }));
    const slots = screen.getByRole('group', { name: /Time slot on Sat 28 Nov/ });
    await userEvent.click(within(slots).getByRole('radio', { name: /5–9 pm/ }));
    await waitFor(() => expect(reports.at(-1)?.choice).toEqual({ date: '2026-11-28', slotId: 'c' }));
    expect(screen.getByTestId('slot-choice-words')).toHaveTextContent('Delivery: Sat 28 Nov, 5–9 pm');
  });

  it("preselects the customer's last slot on the first day it is open", async () => {
    localStorage.setItem('lastSlotId', 'b');
    stubApi({ '/api/delivery/slots': calendar(), '/api/delivery/check': served('411045') });
    const reports = renderSection();
    // Tomorrow's 11–15 is full: Saturday's is the first open one.
    const midday = await screen.findByRole('radio', { name: /11 am–3 pm/ });
    expect(midday).toBeChecked();
    expect(screen.getByRole('radio', { name: /Sat/ })).toBeChecked();
    expect(screen.queryByTestId('slot-prompt')).not.toBeInTheDocument();
    expect(screen.getByTestId('slot-choice-words')).toHaveTextContent('Delivery: Sat 28 Nov, 11 am–3 pm');
    await waitFor(() => expect(reports.at(-1)).toEqual({ choice: { date: '2026-11-28', slotId: 'b' }, ready: true, areaFee: 0, needsSlot: false }));
  });

  it('Pay pressed without a slot turns the prompt into an error at the slots and puts the cursor on the first free one', async () => {
    localStorage.setItem('lastSlotId', 'a-slot-no-longer-offered');
    stubApi({ '/api/delivery/slots': calendar(), '/api/delivery/check': served('411045') });
    renderWithProviders(<WithPay />);
    const morning = await screen.findByRole('radio', { name: /7–11 am/ });
    expect(morning).not.toBeChecked();
    expect(screen.getByTestId('slot-prompt')).toHaveClass('bg-amber-50');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(morning).toHaveFocus());
    expect(screen.getByTestId('slot-prompt')).toHaveClass('bg-red-50');
    expect(morning).not.toBeChecked();
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

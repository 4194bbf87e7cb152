import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { served } from '../lib/delivery-fixtures';
import { PincodeCheck } from './pincode-check';

// Wednesday 25 November 2026, 6 pm IST: the fixtures' earliest slot (the 26th, 7–11) is tomorrow.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:30:00Z'));
});

const THANKS = "Thank you. We'll let you know when we deliver to 400001.";

function unservedWithAreas(pincode = '400001') {
  return {
    pincode,
    served: false,
    extraFee: 0,
    earliest: null,
    message: `We don't deliver to ${pincode} yet`,
    servedAreas: '411001–411062 and 560001',
  };
}

async function askUnserved(waitlist: unknown) {
  const fetchStub = stubApi({ '/api/delivery/check': unservedWithAreas(), '/api/delivery/waitlist': waitlist });
  renderWithProviders(<PincodeCheck />);
  await userEvent.type(screen.getByLabelText('PIN code'), '400001');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByTestId('delivery-check-result')).toHaveTextContent("We don't deliver to 400001 yet");
  expect(screen.getByTestId('served-areas')).toHaveTextContent('We deliver to 411001–411062 and 560001.');
  const contact = screen.getByLabelText('Email or mobile number');
  expect(contact).toHaveAttribute('autocomplete', 'off');
  expect(contact).toHaveAttribute('inputmode', 'email');
  await userEvent.type(contact, ' 9876543210 ');
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  return fetchStub;
}

describe('Check delivery (home and product pages)', () => {
  it('names the next slot in 12-hour words and comes back folded on the next visit', async () => {
    stubApi({ '/api/delivery/check': served('411001') });
    const first = renderWithProviders(<PincodeCheck />);
    await userEvent.type(screen.getByLabelText('PIN code'), '411 001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByTestId('delivery-check-result')).toHaveTextContent('Delivering to 411001 · next slot tomorrow 7–11 am');
    expect(screen.queryByLabelText('PIN code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change PIN code' })).toHaveFocus();
    expect(localStorage.getItem('deliveryPincode')).toBe('411001');
    first.unmount();

    // A reload: the remembered PIN code is checked at once, without a box to fill.
    renderWithProviders(<PincodeCheck />);
    expect(screen.getByText('Checking 411001...')).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN code')).not.toBeInTheDocument();
    expect(await screen.findByTestId('delivery-check-result')).toHaveTextContent('Delivering to 411001 · next slot tomorrow 7–11 am');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN code' }));
    expect(screen.getByLabelText('PIN code')).toHaveValue('411001');
  });

  it('names the served areas where it does not deliver, and takes a mobile for the waiting list', async () => {
    const fetchStub = await askUnserved({ status: 201, body: { message: THANKS } });
    expect(await screen.findByTestId('waitlist-thanks')).toHaveTextContent(THANKS);
    expect(screen.queryByLabelText('Email or mobile number')).not.toBeInTheDocument();
    const post = fetchStub.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ pinCode: '400001', contact: '9876543210' });
  });

  it('thanks a customer already on the list the same way', async () => {
    await askUnserved({ status: 200, body: { message: THANKS } });
    expect(await screen.findByTestId('waitlist-thanks')).toHaveTextContent(THANKS);
  });

  it('shows a refused contact next to its field', async () => {
    const message = 'Please enter an email address or a 10-digit mobile number.';
    await askUnserved({ status: 400, body: { message, errors: { contact: message } } });
    const contact = screen.getByLabelText('Email or mobile number');
    await waitFor(() => expect(contact).toHaveAttribute('aria-invalid', 'true'));
    expect(contact).toHaveAccessibleDescription(message);
    expect(contact).toHaveFocus();
    expect(screen.queryByTestId('waitlist-thanks')).not.toBeInTheDocument();
  });

  it('says so when asked too often', async () => {
    const message = 'Too many requests. Please try again in a minute.';
    await askUnserved({ status: 429, body: { message } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue(' 9876543210 ');
  });
});

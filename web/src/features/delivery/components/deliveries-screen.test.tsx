import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { istToday } from '@/lib/format/date';
import { busyDay, sheet, stop } from '../test/day-sheet-fixtures';
import { DaySheetPrint } from './day-sheet-print';
import { DeliveriesScreen } from './deliveries-screen';

const PATH = '/api/admin/deliveries';

function renderAt(route = '/admin/deliveries?date=2026-11-27') {
  return renderWithProviders(<DeliveriesScreen />, { route, path: '/admin/deliveries' });
}

/** The `date` of every day sheet asked for. */
function askedDates(fetchStub: ReturnType<typeof stubApi>): (string | null)[] {
  return fetchStub.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === PATH)
    .map((url) => url.searchParams.get('date'));
}

describe('The Deliveries screen', () => {
  it('groups the day by slot with number, recipient, phone, address, items, cash and gift', async () => {
    stubApi({ [PATH]: busyDay() });
    renderAt();
    expect(await screen.findByTestId('deliveries-summary')).toHaveTextContent('3 orders · ₹650 cash to collect');
    const morning = within(screen.getByRole('region', { name: '7–11 am' }));
    const evening = within(screen.getByRole('region', { name: '5–9 pm' }));
    expect(morning.getAllByTestId('delivery-stop')).toHaveLength(2);
    expect(evening.getAllByTestId('delivery-stop')).toHaveLength(1);

    const [first, second] = morning.getAllByTestId('delivery-stop');
    expect(within(first!).getByRole('link', { name: '#10482' })).toHaveAttribute('href', '/admin/orders/order-1');
    expect(within(first!).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(first).toHaveTextContent('Pune, Maharashtra 411001');
    expect(first).toHaveTextContent('2 × Alphonso Mango Gift Box · Box of 12');
    expect(within(first!).getByTestId('stop-cash')).toHaveTextContent('Paid');
    expect(within(second!).getByTestId('stop-cash')).toHaveTextContent('₹650 COD');
    expect(within(first!).queryByTestId('stop-gift')).not.toBeInTheDocument();

    const gift = within(evening.getByTestId('delivery-stop')).getByTestId('stop-gift');
    expect(gift).toHaveTextContent('Gift');
    expect(gift).toHaveTextContent('“Happy birthday, Amma!”');
    expect(gift).toHaveTextContent('From Kiran');
  });

  it('says so on a day without deliveries, and shows the server’s message when a call fails', async () => {
    stubApi({ [PATH]: sheet('2026-11-27', []) });
    renderAt();
    expect(await screen.findByTestId('deliveries-empty')).toHaveTextContent('No deliveries on Fri, Nov 27.');
    expect(screen.getByRole('button', { name: 'Print day sheet' })).toBeDisabled();

    stubApi({ [PATH]: { status: 400, body: { message: 'Please check the date.', errors: { date: 'Not a day.' } } } });
    renderAt('/admin/deliveries?date=2026-11-28');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the date.');
  });

  it('asks for today (IST) by default', async () => {
    const fetchStub = stubApi({ [PATH]: sheet('2026-11-27', []) });
    renderAt('/admin/deliveries');
    await waitFor(() => expect(askedDates(fetchStub)).toEqual([istToday()]));
    expect(screen.getByLabelText('Day')).toHaveValue(istToday());
  });

  it('moves to the day before or after, asking for each day and keeping it in the address', async () => {
    // Days far from today: the address drops `?date=` when the day shown is today (IST), so a
    // test that walked through today would depend on the clock it runs at.
    const fetchStub = stubApi({ [PATH]: sheet('2031-03-05', []) });
    const { router } = renderAt('/admin/deliveries?date=2031-03-05');
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(askedDates(fetchStub)).toEqual(['2031-03-05', '2031-03-06', '2031-03-07']));
    expect(router.state.location.search).toBe('?date=2031-03-06');
    expect(screen.getByLabelText('Day')).toHaveValue('2031-03-06');
  });
});

describe('The printed day sheet', () => {
  it('lists the day, then one packing slip per order, prices only where the gift allows', async () => {
    stubApi({ [PATH]: busyDay() });
    renderAt();
    const sheetEl = await screen.findByTestId('print-sheet');
    expect(sheetEl).toHaveClass('hidden', 'print:block');
    expect(within(sheetEl).getByTestId('print-day-list')).toHaveTextContent('Deliveries · Fri, Nov 27');
    const slips = within(sheetEl).getAllByTestId('print-slip');
    expect(slips).toHaveLength(3);
    for (const slip of slips) expect(slip).toHaveClass('break-before-page');

    expect(slips[0]).toHaveTextContent('Fri, Nov 27, 7–11 am');
    expect(slips[0]).toHaveTextContent('Mobile: 9876543210');
    expect(slips[0]).toHaveTextContent('₹900');
    expect(slips[0]).toHaveTextContent('Total ₹1,800.00');

    const gift = slips[2]!;
    expect(gift).toHaveTextContent('Fri, Nov 27, 5–9 pm');
    expect(gift).toHaveTextContent('Meera Iyer');
    expect(gift).toHaveTextContent('Happy birthday, Amma!');
    expect(gift).toHaveTextContent('From Kiran');
    expect(gift).not.toHaveTextContent('₹');
    expect(within(gift).queryByText('Price')).not.toBeInTheDocument();
  });

  it('renders the sheet of a day of 200 orders at once', () => {
    const orders = Array.from({ length: 200 }, (_, i) =>
      stop({ orderId: `o${i}`, orderNumber: 20000 + i, codToCollect: i % 2 ? 500 : null, gift: i % 3 === 0, giftMessage: 'Hi', showPrices: i % 3 !== 0 }),
    );
    const day = sheet('2026-11-27', [{ slotId: 's1', label: '7–11', orders }]);
    stubApi({});
    const started = performance.now();
    renderWithProviders(<DaySheetPrint sheet={day} />);
    const took = performance.now() - started;
    expect(document.querySelectorAll('[data-testid="print-slip"]')).toHaveLength(200);
    // jsdom with development React on a busy machine is several times slower than a browser
    // (where the budget is 2 s): this catches a heavy component per order, not milliseconds.
    expect(took).toBeLessThan(6000);
  });
});

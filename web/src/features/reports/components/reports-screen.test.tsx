import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@/lib/format/money';
import { toast } from '@/lib/toast';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { summary } from '../test/fixtures';
import { BUSINESS_SETTINGS } from './gstr1-report';
import { ReportsScreen } from './reports-screen';

const GSTR1 = '/api/admin/reports/gstr1';
const ORDERS = '/api/admin/reports/orders';

/** The address of every call made, with its query: `/api/…?month=2026-11`. */
function asked(fetchStub: ReturnType<typeof stubApi>): string[] {
  return fetchStub.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return `${url.pathname}${url.search}`;
  });
}

/** The file names handed to the browser's downloads. */
let saved: string[];

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  // 9 December 2026, 10 am in India.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-09T04:30:00Z'));
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:report') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const gstr1Region = () => within(screen.getByRole('region', { name: 'GSTR-1' }));
const ordersRegion = () => within(screen.getByRole('region', { name: 'Orders' }));

describe('the GSTR-1 report', () => {
  it("shows last month's totals, tables, documents and warnings", async () => {
    const fetchStub = stubApi({ [GSTR1]: summary() });
    renderWithProviders(<ReportsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(gstr1Region().getByLabelText('Month')).toHaveValue('2026-11');

    const totals = within(await screen.findByRole('region', { name: 'Totals' }));
    const total = (label: string) => totals.getByText(label).nextElementSibling?.textContent;
    expect(total('Invoices')).toBe(`42 worth ${formatMoney(101287.02)}`);
    expect(total('Credit notes')).toBe(`1 worth ${formatMoney(1575)}`);
    expect(total('Taxable value')).toBe(formatMoney(94750.5));
    expect(total('IGST')).toBe(formatMoney(525));
    expect(total('CGST')).toBe(formatMoney(2106.26));
    expect(total('SGST')).toBe(formatMoney(2106.26));
    expect(asked(fetchStub)).toEqual([`${GSTR1}?month=2026-11`]);

    const table = within(screen.getByRole('table', { name: 'GSTR-1 tables' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'B2B invoices (table 4A)',
      'B2C (others) supplies (table 7)',
      'Credit notes to unregistered buyers (table 9B)',
      'HSN summary (table 12)',
    ]);
    const b2cs = within(rows[1]!).getAllByRole('cell');
    expect(b2cs[0]).toHaveTextContent('2');
    expect(b2cs[1]).toHaveTextContent(formatMoney(84250.5));
    expect(b2cs[2]).toHaveTextContent(formatMoney(4212.52));
    expect(within(rows[1]!).getByRole('button', { name: 'Download B2C (others) supplies (table 7) as CSV' })).toBeEnabled();

    const documents = within(screen.getByRole('table', { name: 'Documents issued' }));
    const invoices = documents.getByRole('row', { name: /Invoices for outward supply/ });
    expect(within(invoices).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'TK/26-27/000101',
      'TK/26-27/000142',
      '42',
      '0',
    ]);

    const warning = gstr1Region().getByText('Check before filing').closest('[data-tone]');
    expect(warning).toHaveAttribute('data-tone', 'info');
    expect(warning).toHaveTextContent('2 B2B invoices have no place of supply');
    expect(gstr1Region().getByRole('button', { name: 'Download GSTR-1 JSON for the offline tool' })).toBeEnabled();
  });

  it('says why there is no return when the shop has no GSTIN, and where to set it', async () => {
    stubApi({
      [GSTR1]: { status: 409, body: { message: 'The shop has no GSTIN: set it in the business settings to file GSTR-1.' } },
    });
    renderWithProviders(<ReportsScreen />);
    const message = await gstr1Region().findByText('The shop has no GSTIN: set it in the business settings to file GSTR-1.');
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
    expect(gstr1Region().getByRole('link', { name: /GSTIN in Business & invoices/ })).toHaveAttribute('href', BUSINESS_SETTINGS);
    expect(gstr1Region().queryByRole('button', { name: /Download GSTR-1 JSON/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when the summary cannot be loaded", async () => {
    stubApi({ [GSTR1]: { status: 500, body: { message: 'The return could not be worked out.' } } });
    renderWithProviders(<ReportsScreen />);
    expect(await gstr1Region().findByRole('alert')).toHaveTextContent('The return could not be worked out.');
  });

  it('downloads the JSON and a table of the chosen month', async () => {
    const user = userEvent.setup();
    const fetchStub = stubApi({
      [GSTR1]: summary({ month: '2026-10', fp: '102026' }),
      [`${GSTR1}/portal-json`]: { gstin: '27AAPFU0939F1ZV', fp: '102026' },
      [`${GSTR1}/tables/hsn`]: 'HSN,Description',
    });
    renderWithProviders(<ReportsScreen />);
    fireEvent.change(gstr1Region().getByLabelText('Month'), { target: { value: '2026-10' } });
    const json = await gstr1Region().findByRole('button', { name: 'Download GSTR-1 JSON for the offline tool' });
    expect(gstr1Region().getByText('October 2026')).toBeInTheDocument();

    await user.click(json);
    await vi.waitFor(() => expect(saved).toEqual(['GSTR1.json']));
    const table = within(screen.getByRole('table', { name: 'GSTR-1 tables' }));
    await user.click(table.getByRole('button', { name: 'Download HSN summary (table 12) as CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['GSTR1.json', 'gstr1-hsn.csv']));

    expect(asked(fetchStub).filter((url) => !url.startsWith(`${GSTR1}?`))).toEqual([
      `${GSTR1}/portal-json?month=2026-10`,
      `${GSTR1}/tables/hsn?month=2026-10`,
    ]);
  });

  it("toasts the server's message when a download fails", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    stubApi({ [GSTR1]: summary(), [`${GSTR1}/tables/b2b`]: { status: 500, body: { message: 'The B2B table could not be made.' } } });
    renderWithProviders(<ReportsScreen />);
    const table = within(await screen.findByRole('table', { name: 'GSTR-1 tables' }));
    await user.click(table.getByRole('button', { name: 'Download B2B invoices (table 4A) as CSV' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('The B2B table could not be made.'));
    expect(saved).toEqual([]);
  });
});

describe('the orders report', () => {
  it('downloads the orders from the first of this month to today by default', async () => {
    const user = userEvent.setup();
    const fetchStub = stubApi({ [GSTR1]: summary(), [ORDERS]: 'Order,Placed at' });
    renderWithProviders(<ReportsScreen />);
    expect(ordersRegion().getByLabelText('From')).toHaveValue('2026-12-01');
    expect(ordersRegion().getByLabelText('To')).toHaveValue('2026-12-09');
    expect(ordersRegion().getByRole('form', { name: 'Orders report' })).toHaveAccessibleDescription(
      /one row per order .*items, amounts, payment, delivery and invoice number/,
    );
    await user.click(ordersRegion().getByRole('button', { name: 'Download orders (CSV)' }));
    await vi.waitFor(() => expect(saved).toEqual(['orders.csv']));
    expect(asked(fetchStub)).toContain(`${ORDERS}?from=2026-12-01&to=2026-12-09`);
    expect(ordersRegion().queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message under the form when it refuses the range", async () => {
    const user = userEvent.setup();
    const fetchStub = stubApi({
      [GSTR1]: summary(),
      [ORDERS]: { status: 400, body: { message: 'The first day is after the last day.' } },
    });
    renderWithProviders(<ReportsScreen />);
    fireEvent.change(ordersRegion().getByLabelText('From'), { target: { value: '2026-12-20' } });
    await user.click(ordersRegion().getByRole('button', { name: 'Download orders (CSV)' }));
    expect(await ordersRegion().findByRole('alert')).toHaveTextContent('The first day is after the last day.');
    expect(asked(fetchStub)).toContain(`${ORDERS}?from=2026-12-20&to=2026-12-09`);
    expect(saved).toEqual([]);
  });
});

// "Issue a refund" on the admin's order detail: the whole order, an amount, or units of chosen
// invoice lines (delivery included), with a reason for the credit note. The button previews the
// amount; the server works out the real one. One request id per refund meant: a retry after an
// error sends the same id (the server makes the refund once), a refund made gets a new one.
import { CircleAlert, LoaderCircle, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField, TextField, fieldErrorId } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/format/money';
import { orderNumberLabel } from '@/lib/order-display';
import { useCreateRefund } from '../api/create-refund';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import {
  EMPTY_REFUND_FORM,
  REASON_MAX,
  REFUND_MODES,
  newRequestId,
  refundBody,
  refundPreview,
  returnableLines,
  saleLeft,
  type OrderRefunds,
  type Refund,
  type RefundForm as Form,
  type RefundFormErrors,
  type RefundMode,
} from '../lib/refunds';
import { labelClass } from './admin-ui';

/** The question asked before the money goes back. */
export function refundConfirmText(order: Pick<AdminOrder, 'orderNumber' | 'paymentMethod'>, mode: RefundMode, amount: number): string {
  const about = mode === 'lines' ? 'about ' : '';
  const money = `${about}${formatMoney(amount)}`;
  return order.paymentMethod === 'cod'
    ? `Record ${money} handed back in cash for order ${orderNumberLabel(order)}? A credit note is issued and mailed to the customer.`
    : `Refund ${money} on order ${orderNumberLabel(order)}? The money goes back the way the customer paid, and a credit note is mailed to them.`;
}

/** The submit button's words: "Refund ₹899.00", or "Record cash handed back (₹899.00)" for cash on delivery. */
export function refundButtonLabel(cash: boolean, amount: number): string {
  if (cash) return amount > 0 ? `Record cash handed back (${formatMoney(amount)})` : 'Record cash handed back';
  return amount > 0 ? `Refund ${formatMoney(amount)}` : 'Refund';
}

function ModeChoice({ name, mode, onChange }: { name: string; mode: RefundMode; onChange: (mode: RefundMode) => void }) {
  return (
    <fieldset>
      <legend className={labelClass}>What to refund</legend>
      {/* A segmented control: each radio fills its option, so a tap anywhere on it chooses it. */}
      <div className="flex gap-1 rounded-full border border-stone-300 bg-stone-50 p-1 dark:border-stone-600 dark:bg-stone-800/60">
        {REFUND_MODES.map((choice) => (
          <label
            key={choice.mode}
            className="relative flex min-h-10 flex-auto cursor-pointer items-center justify-center rounded-full px-3 text-center text-sm whitespace-nowrap font-semibold text-stone-700 transition-colors hover:text-emerald-800 has-checked:bg-emerald-700 has-checked:text-white has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-700 dark:text-stone-200 dark:hover:text-emerald-300 dark:has-checked:bg-emerald-600 dark:has-checked:text-white"
          >
            <input
              type="radio"
              name={name}
              value={choice.mode}
              checked={mode === choice.mode}
              onChange={() => onChange(choice.mode)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function LineUnits({
  id,
  summary,
  form,
  error,
  onChange,
}: {
  id: string;
  summary: OrderRefunds;
  form: Form;
  error: string | undefined;
  onChange: (line: number, value: string) => void;
}) {
  const lines = returnableLines(summary);
  return (
    <fieldset aria-describedby={error ? fieldErrorId(`${id}-lines`) : undefined}>
      <legend className={labelClass}>Units to give back</legend>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 dark:divide-stone-800 dark:border-stone-700">
        {lines.map((line) => (
          <li key={line.line} className="flex items-center gap-3 px-3 py-2">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-line-${line.line}`} className="block text-sm font-semibold break-words">
                <span className="sr-only">Units of </span>
                {line.description}
                <span className="sr-only"> to give back</span>
              </label>
              <p className="text-xs text-stone-600 dark:text-stone-400">
                {line.qtyLeft} of {line.qty} left · {formatMoney(line.left)}
              </p>
            </div>
            <input
              id={`${id}-line-${line.line}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.qtyLeft}
              step={1}
              placeholder="0"
              value={form.qty[line.line] ?? ''}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(line.line, event.target.value)}
              className="field w-20 shrink-0 text-right tabular-nums"
            />
          </li>
        ))}
      </ul>
      {error && (
        <p id={fieldErrorId(`${id}-lines`)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function RefundForm({
  order,
  summary,
  onRefunded,
}: {
  order: AdminOrder;
  summary: OrderRefunds;
  /** Told of each refund the server answers (made now, or made before under the same request id). */
  onRefunded: (refund: Refund) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<Form>(EMPTY_REFUND_FORM);
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const [requestId, setRequestId] = useState(newRequestId);
  const create = useCreateRefund(order._id);
  const cash = order.paymentMethod === 'cod';
  const preview = refundPreview(form, summary);
  const left = saleLeft(summary);

  const change = (patch: Partial<Form>, ...clear: (keyof RefundFormErrors)[]) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(clear.map((key) => [key, undefined])) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = refundBody(form, summary, requestId);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = checked.errors.amount
        ? document.getElementById(`${id}-amount`)
        : checked.errors.lines
          ? document.getElementById(`${id}-line-${returnableLines(summary)[0]?.line}`)
          : document.getElementById(`${id}-reason`);
      first?.focus();
      return;
    }
    setErrors({});
    if (!window.confirm(refundConfirmText(order, form.mode, preview))) return;
    create.mutate(checked.body, {
      onSuccess: (refund) => {
        setRequestId(newRequestId());
        setForm(EMPTY_REFUND_FORM);
        onRefunded(refund);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="font-display text-base font-bold">
        {cash ? 'Record cash handed back' : 'Issue a refund'}
      </h3>
      <ModeChoice name={`${id}-mode`} mode={form.mode} onChange={(mode) => change({ mode }, 'amount', 'lines')} />
      {form.mode === 'full' && (
        <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm dark:bg-stone-800/60">
          Everything left of the sale, items and delivery: <strong className="tabular-nums">{formatMoney(preview)}</strong>
        </p>
      )}
      {form.mode === 'amount' && (
        <TextField
          id={`${id}-amount`}
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          leading="₹"
          controlClassName="pl-7 tabular-nums"
          className="max-w-xs"
          value={form.amount}
          onChange={(event) => change({ amount: event.target.value }, 'amount')}
          error={errors.amount}
          hint={`Up to ${formatMoney(left)}. It is shared over the items by their value.`}
        />
      )}
      {form.mode === 'lines' && (
        <LineUnits
          id={id}
          summary={summary}
          form={form}
          error={errors.lines}
          onChange={(line, value) => change({ qty: { ...form.qty, [line]: value } }, 'lines')}
        />
      )}
      <TextAreaField
        id={`${id}-reason`}
        label="Reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        value={form.reason}
        onChange={(event) => change({ reason: event.target.value }, 'reason')}
        error={errors.reason}
        placeholder="For example: 1 mango arrived damaged"
        hint={
          <span className="flex justify-between gap-3">
            <span>Printed on the credit note the customer gets.</span>
            <span className="shrink-0 tabular-nums">
              {form.reason.length}/{REASON_MAX}
            </span>
          </span>
        }
      />
      {create.isError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {create.error instanceof Error ? create.error.message : MSG.refundFailed}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Undo2 aria-hidden="true" className="size-4" />
        )}
        {refundButtonLabel(cash, preview)}
      </button>
    </form>
  );
}

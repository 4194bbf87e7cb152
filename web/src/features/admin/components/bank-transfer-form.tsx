// An order waiting for a bank transfer (NEFT, RTGS or IMPS): how much, to which account, and a
// small form to record the money once it is in the shop's account, with the bank's reference (UTR).
// The order then shows as Paid. The server judges the reference; its refusal is shown at the field.
import { Landmark, LoaderCircle } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { formatMoney } from '@/lib/format/money';
import { toast } from '@/lib/toast';
import { useRecordBankTransfer } from '../api/record-bank-transfer';
import { MSG, withReason } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';

/** What the admin reads at the field when the payment could not be recorded. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
    return error.errors?.reference || error.message;
  }
  return withReason(MSG.bankTransferRecordFailed, error);
}

export function BankTransferForm({ order, account }: { order: AdminOrder; account: string }) {
  const record = useRecordBankTransfer();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    const value = reference.trim();
    if (value === '') {
      fail(MSG.bankReferenceRequired);
      return;
    }
    setError(undefined);
    record.mutate(
      { id: order._id, reference: value },
      {
        onSuccess: () => {
          setReference('');
          toast.success(MSG.bankTransferRecorded);
        },
        onError: (cause) => fail(refusal(cause)),
      },
    );
  };

  return (
    <section
      aria-labelledby="bank-transfer-heading"
      className="flex flex-wrap items-start gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <Landmark aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700 dark:text-amber-300" />
      <div className="min-w-0 flex-1 basis-64 space-y-3">
        <div className="space-y-1">
          <h2 id="bank-transfer-heading" className="font-display text-lg font-bold">
            Bank transfer received
          </h2>
          <p className="text-sm break-words">
            This order waits for {formatMoney(order.totalAmount)} by bank transfer to: <span className="font-semibold">{account}</span>.
            Once the money is in the account, enter the bank&apos;s reference to mark the order paid.
          </p>
        </div>
        <form noValidate onSubmit={submit} aria-labelledby="bank-transfer-heading" className="flex flex-wrap items-start gap-3">
          <TextField
            ref={input}
            label="Bank reference (UTR)"
            name="reference"
            value={reference}
            error={error}
            autoComplete="off"
            spellCheck={false}
            dense
            className="min-w-0 flex-1 basis-56"
            controlClassName="font-mono"
            onChange={(event) => {
              setReference(event.target.value);
              if (error) setError(undefined);
            }}
          />
          <button type="submit" className="btn btn-primary shrink-0 sm:mt-6" disabled={record.isPending} aria-busy={record.isPending}>
            {record.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Mark paid
          </button>
        </form>
      </div>
    </section>
  );
}

// "Apply coupon" in the cart's and checkout's order summary (issue 21). A code typed here is first
// priced with the cart (POST /api/cart/quote with `coupon`): when the shop takes it, it becomes the
// applied coupon (kept in the browser, sent with every quote and with the order) and the box says
// what it saves; when not, the server's reason shows under the box with the code left in it to fix,
// and any coupon applied before stays. An applied coupon that stops applying (the cart changed, it
// ran out) or that the order was refused for shows its reason the same way, with "Remove".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, TicketPercent, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useCart } from '@/lib/cart/cart-context';
import { orderLines } from '@/lib/cart/cart-reducer';
import { formatPrice } from '@/lib/format/money';
import { clearCoupon, COUPON_MAX_LENGTH, normaliseCoupon, storeCoupon, useStoredCoupon } from '@/lib/promotions/coupon';
import { cartQuoteKeys, getCartQuote, type CartQuote } from '@/lib/queries/cart-quote';

export const ENTER_A_CODE = 'Please enter a coupon code.';
export const COUPON_CHECK_FAILED = 'The coupon could not be checked. Please try again.';

interface CouponBoxProps {
  /** The quote of the cart with the applied coupon (undefined while it loads). */
  quote: CartQuote | undefined;
  /** The delivery PIN code the quote is for ("" in the cart). */
  pinCode?: string;
  /** Why the order was refused for its coupon (POST /api/orders answered `coupon_…`). */
  orderProblem?: string | null;
}

/** What the coupon `code` saves in `quote`: its goods discount, and whether it made delivery free. */
function couponSaving(quote: CartQuote | undefined, code: string) {
  const own = quote?.offers.filter((offer) => !!offer.code && normaliseCoupon(offer.code) === code) ?? [];
  return { amount: own.reduce((sum, offer) => sum + offer.amount, 0), freeDelivery: own.some((offer) => offer.freeDelivery) };
}

function appliedText(code: string, quote: CartQuote | undefined): string {
  const saving = couponSaving(quote, code);
  if (saving.amount > 0) return `Coupon ${code} applied — you save ${formatPrice(Math.round(saving.amount * 100) / 100)}`;
  if (saving.freeDelivery) return `Coupon ${code} applied — free delivery`;
  return `Coupon ${code} applied`;
}

export function CouponBox({ quote, pinCode = '', orderProblem = null }: CouponBoxProps) {
  const id = useId();
  const cart = useCart();
  const queryClient = useQueryClient();
  const coupon = useStoredCoupon();
  const [draft, setDraft] = useState(coupon);
  // The last code tried and why it was not taken; shown while the box still holds that code.
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null);

  const attempt = useMutation({
    mutationFn: async (code: string) => {
      const items = orderLines(cart.items);
      return { code, items, quote: await getCartQuote(items, pinCode, code) };
    },
    onSuccess: ({ code, items, quote: priced }) => {
      if (priced.coupon?.applied) {
        // The quote just asked is the one the summary needs: no second call.
        queryClient.setQueryData(cartQuoteKeys.of(items, pinCode, code), priced);
        storeCoupon(code);
        setRefused(null);
        return;
      }
      setRefused({ code, message: priced.coupon?.problem?.message ?? COUPON_CHECK_FAILED });
    },
    onError: (_error, code) => setRefused({ code, message: COUPON_CHECK_FAILED }),
  });

  const own = quote?.coupon && normaliseCoupon(quote.coupon.code) === coupon ? quote.coupon : null;
  const storedProblem = coupon ? (orderProblem ?? own?.problem?.message ?? null) : null;
  const typed = normaliseCoupon(draft);
  const message = refused && refused.code === typed ? refused.message : storedProblem && typed === coupon ? storedProblem : null;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempt.isPending) return;
    setDraft(typed);
    if (!typed) {
      setRefused({ code: '', message: ENTER_A_CODE });
      return;
    }
    attempt.mutate(typed);
  };

  const remove = () => {
    clearCoupon();
    setDraft('');
    setRefused(null);
  };

  const removeButton = (
    <button
      type="button"
      onClick={remove}
      aria-label={`Remove coupon ${coupon}`}
      className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded px-2 text-sm font-semibold text-stone-700 hover:text-red-700 hover:underline dark:text-stone-300 dark:hover:text-red-400"
    >
      <X aria-hidden="true" className="size-4" />
      Remove
    </button>
  );

  // Applied (or being priced): the code, what it saves, and Remove.
  if (coupon && !storedProblem) {
    return (
      <div data-testid="coupon-box" className="mt-5 border-t border-stone-200 pt-4 dark:border-stone-700">
        <div className="flex items-center justify-between gap-2 rounded-xl bg-emerald-50 py-1 pr-1 pl-3 dark:bg-emerald-950/40">
          <p role="status" data-testid="coupon-applied" className="flex min-w-0 items-center gap-2 text-sm font-semibold text-emerald-900 dark:text-emerald-100">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{own?.applied ? appliedText(coupon, quote) : `Coupon ${coupon}`}</span>
          </p>
          {removeButton}
        </div>
      </div>
    );
  }

  const messageId = `${id}-message`;
  return (
    <form noValidate onSubmit={apply} data-testid="coupon-box" className="mt-5 border-t border-stone-200 pt-4 dark:border-stone-700">
      <div className="flex items-end gap-2">
        <TextField
          id={`${id}-code`}
          label="Coupon code"
          className="min-w-0 flex-1"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={COUPON_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          controlClassName="uppercase"
        />
        <button type="submit" disabled={attempt.isPending} aria-busy={attempt.isPending || undefined} className="btn btn-outline shrink-0 py-2.5">
          {attempt.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Apply
        </button>
      </div>
      {message && (
        <p role="alert" id={messageId} data-testid="coupon-problem" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
      {coupon && storedProblem && <div className="mt-1 flex justify-end">{removeButton}</div>}
    </form>
  );
}

// The cart's numbers as its summary and the phone bar show them: the server's quote when it has
// answered (issue 20), the local sums until then. Both ask the same cached quote.
import { useCart } from '@/lib/cart/cart-context';
import { summaryNumbers, useCartQuote } from '@/lib/queries/cart-quote';

export function useCartSummary() {
  const cart = useCart();
  const isEmpty = cart.items.length === 0;
  const quote = useCartQuote(cart.items);
  return { cart, isEmpty, quote, summary: summaryNumbers(isEmpty ? undefined : quote.data, cart.items) };
}

import { act, render } from '@testing-library/react';
import { product } from '@/test/fixtures';
import { toast } from '../toast';
import { CartProvider, useCart, type Cart } from './cart-context';

// Spies rather than a module mock: test files share one module cache (vite.config.ts, isolate).
beforeEach(() => {
  for (const kind of ['success', 'error', 'warning', 'info'] as const) vi.spyOn(toast, kind).mockImplementation(() => {});
});

function capture() {
  const ref: { cart?: Cart } = {};
  function Probe() {
    ref.cart = useCart();
    return null;
  }
  render(
    <CartProvider>
      <Probe />
    </CartProvider>,
  );
  return ref as { cart: Cart };
}

describe('cart store', () => {
  it("says 'Item not in cart' when stepping an id that is not in the cart", () => {
    const ref = capture();
    act(() => ref.cart.increment('ghost'));
    act(() => ref.cart.decrement('ghost'));
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith('Item not in cart');
  });

  it('saves after every change and restores on start', () => {
    const ref = capture();
    act(() => ref.cart.addItem(product()));
    act(() => ref.cart.addItem(product()));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ _id: 'p1', qty: 2 }]);
    const again = capture();
    expect(again.cart.count).toBe(2);
  });

  it('drops products that left the catalogue and reports how many', () => {
    const ref = capture();
    act(() => ref.cart.addItem(product()));
    act(() => ref.cart.addItem(product({ _id: 'gone', name: 'Gone' })));
    let dropped = 0;
    act(() => {
      dropped = ref.cart.syncWithCatalogue([product({ price: 999 })]);
    });
    expect(dropped).toBe(1);
    expect(ref.cart.items).toMatchObject([{ _id: 'p1', price: 999, qty: 1 }]);
  });
});

import { act, render } from '@testing-library/react';
import { packedMango, product } from '@/test/fixtures';
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

  it('keeps a line per variant and reports a line whose variant is gone as dropped', () => {
    const ref = capture();
    const mangoes = packedMango();
    const [six, twelve] = mangoes.variants;
    act(() => ref.cart.addItem(mangoes, six));
    act(() => ref.cart.addItem(mangoes, twelve));
    act(() => ref.cart.addItem(mangoes));
    expect(ref.cart.items.map((item) => item.variantLabel)).toEqual(['6 pieces', '12 pieces']);
    expect(ref.cart.lineOf(mangoes, twelve!)?.qty).toBe(1);
    let dropped = 0;
    act(() => {
      dropped = ref.cart.syncWithCatalogue([packedMango({ variants: [six!] })]);
    });
    expect(dropped).toBe(1);
    expect(ref.cart.items.map((item) => item.variantId)).toEqual(['v-6']);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ v: 2, _id: 'p-mango', variantId: 'v-6', qty: 1 }]);
  });
});

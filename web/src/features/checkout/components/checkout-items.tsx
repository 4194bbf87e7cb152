// The cart's lines as they will be ordered (each variant's label under its name), with any stock note.
import { ShoppingBag } from 'lucide-react';
import { useCart } from '@/lib/cart/cart-context';
import { chooseNote, lineKey } from '@/lib/cart/cart-reducer';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';
import { formatMoney, formatPrice } from '@/lib/format/money';
import { responsiveImage } from '@/lib/media';
import { cartLineStockNote } from '@/lib/stock';

export function CheckoutItems() {
  const cart = useCart();
  return (
    <section aria-labelledby="checkout-items-heading" className="card p-5 sm:p-6">
      <h2 id="checkout-items-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <ShoppingBag aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        Items ({cart.count})
      </h2>
      <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800">
        {cart.items.map((item) => {
          const stockNote = cartLineStockNote(item.stock, item.qty) ?? chooseNote(item);
          return (
            <li key={`${item._id}:${lineKey(item)}`} className="flex items-center gap-4 py-4 first:pt-0 last:pb-0">
              <img
                {...responsiveImage(item.image || DEFAULT_PRODUCT_IMAGE, '64px')}
                alt=""
                width={400}
                height={400}
                loading="lazy"
                className="size-16 shrink-0 rounded-xl bg-amber-50 object-cover dark:bg-stone-800"
              />
              <div className="min-w-0 flex-1">
                <h3 className="font-bold">{item.name}</h3>
                {item.variantLabel && <p className="text-sm font-semibold text-stone-700 dark:text-stone-300">{item.variantLabel}</p>}
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  {item.qty} × {formatPrice(item.price)}
                </p>
                {stockNote && <p className="mt-0.5 text-sm font-semibold text-red-700 dark:text-red-300">{stockNote}</p>}
              </div>
              <p className="font-bold tabular-nums">{formatMoney(item.price * item.qty)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

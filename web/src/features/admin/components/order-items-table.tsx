// The admin order detail's items table with the order's totals; a line's variant follows its
// name ("Alphonso Mangoes · 12 pieces").
import { formatMoney } from '@/lib/format/money';
import { lineSubtotal } from '@/lib/order-display';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import { ImagePreview } from './admin-ui';

const itemHead = 'px-2 py-3 text-xs font-bold tracking-wide text-stone-600 uppercase sm:px-4 dark:text-stone-400';

export function OrderItems({ order }: { order: AdminOrder }) {
  const items = order.items ?? [];
  return (
    <section aria-labelledby="order-items" className="card overflow-hidden">
      <h2 id="order-items" className="border-b border-stone-200 px-5 py-4 font-display text-lg font-bold dark:border-stone-800">
        Items
      </h2>
      {items.length === 0 ? (
        <p className="px-5 py-8 text-center text-stone-600 dark:text-stone-400">{MSG.noItems}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-stone-50 dark:bg-stone-900/60">
              <tr>
                <th scope="col" className={`${itemHead} text-left`}>
                  Product
                </th>
                <th scope="col" className={`${itemHead} text-right`}>
                  Quantity
                </th>
                <th scope="col" className={`${itemHead} text-right`}>
                  Price
                </th>
                <th scope="col" className={`${itemHead} text-right`}>
                  Subtotal
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
              {items.map((item, index) => (
                <tr key={`${item.productId}-${index}`}>
                  <th scope="row" className="px-2 sm:px-4 py-2.5 text-left font-semibold">
                    <span className="flex items-center gap-3">
                      <ImagePreview src={item.image ?? ''} className="hidden size-10 sm:grid" />
                      <span>
                        {item.name}
                        {item.variantLabel && <span className="font-normal text-stone-700 dark:text-stone-300"> · {item.variantLabel}</span>}
                        {item.category && <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">{item.category}</span>}
                      </span>
                    </span>
                  </th>
                  <td className="px-2 sm:px-4 py-2.5 text-right tabular-nums">{item.qty}</td>
                  <td className="px-2 sm:px-4 py-2.5 text-right tabular-nums">{formatMoney(item.price)}</td>
                  <td className="px-2 sm:px-4 py-2.5 text-right font-semibold tabular-nums">{formatMoney(lineSubtotal(item.price, item.qty))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-stone-200 dark:border-stone-800">
              {typeof order.subtotal === 'number' && (
                <tr>
                  <th scope="row" colSpan={3} className="px-2 sm:px-4 pt-3 pb-1 text-right font-normal text-stone-600 dark:text-stone-400">
                    Items
                  </th>
                  <td className="px-2 sm:px-4 pt-3 pb-1 text-right tabular-nums">{formatMoney(order.subtotal)}</td>
                </tr>
              )}
              {typeof order.deliveryFee === 'number' && (
                <tr>
                  <th scope="row" colSpan={3} className="px-2 sm:px-4 py-1 text-right font-normal text-stone-600 dark:text-stone-400">
                    Delivery
                  </th>
                  <td className="px-2 sm:px-4 py-1 text-right tabular-nums">{order.deliveryFee === 0 ? 'Free' : formatMoney(order.deliveryFee)}</td>
                </tr>
              )}
              <tr>
                <th scope="row" colSpan={3} className="px-2 sm:px-4 pt-1 pb-3 text-right">
                  Total
                </th>
                <td className="px-2 sm:px-4 pt-1 pb-3 text-right font-bold tabular-nums">{formatMoney(order.totalAmount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

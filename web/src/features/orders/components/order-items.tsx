// The items of an order (product with its variant's label, quantity, price, subtotal), with 'No
// items found' when empty; under them the items' sum, the offers' and coupon's discounts (issue 21,
// when the order has any), the delivery fee and the total.
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';
import { formatMoney, formatPrice } from '@/lib/format/money';
import { responsiveImage } from '@/lib/media';
import { itemName, lineSubtotal } from '@/lib/order-display';
import { orderDiscounts } from '@/lib/promotions/discount-lines';
import type { Order } from '../api/get-orders';

const DISCOUNT = 'text-emerald-800 dark:text-emerald-300';

export function ItemsTable({ order }: { order: Order }) {
  const discounts = orderDiscounts(order);
  return (
    <div className="-mx-5 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">Items in this order</caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs text-stone-600 sm:tracking-wide sm:uppercase dark:border-stone-700 dark:text-stone-400">
            <th scope="col" className="py-2 pr-2 pl-5 sm:pr-3 font-semibold sm:pl-0">
              Product
            </th>
            <th scope="col" className="px-2 sm:px-3 py-2 text-right font-semibold">
              Quantity
            </th>
            <th scope="col" className="px-2 sm:px-3 py-2 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="py-2 pr-5 pl-2 sm:pl-3 text-right font-semibold sm:pr-0">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
          {order.items.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-8 text-center text-stone-600 dark:text-stone-400">
                No items found
              </td>
            </tr>
          ) : (
            order.items.map((item, index) => (
              <tr key={`${item.productId}-${item.variantId}-${index}`} data-testid="order-item">
                <th scope="row" className="py-3 pr-2 pl-5 sm:pr-3 font-semibold sm:pl-0">
                  <span className="flex items-center gap-3">
                    <img
                      {...responsiveImage(item.image || DEFAULT_PRODUCT_IMAGE, '40px')}
                      alt=""
                      width={400}
                      height={400}
                      loading="lazy"
                      className="hidden size-10 shrink-0 rounded-lg bg-amber-50 object-cover sm:block dark:bg-stone-800"
                    />
                    {itemName(item)}
                  </span>
                </th>
                <td className="px-2 sm:px-3 py-3 text-right whitespace-nowrap tabular-nums">{item.qty}</td>
                <td className="px-2 sm:px-3 py-3 text-right whitespace-nowrap tabular-nums">{formatPrice(item.price)}</td>
                <td className="py-3 pr-5 pl-2 sm:pl-3 text-right font-semibold whitespace-nowrap tabular-nums sm:pr-0">
                  {formatMoney(lineSubtotal(item.price, item.qty))}
                </td>
              </tr>
            ))
          )}
        </tbody>
        {order.items.length > 0 && (
          <tfoot className="border-t border-stone-200 dark:border-stone-700">
            <tr>
              <th scope="row" colSpan={3} className="pt-3 pr-2 pl-5 sm:pr-3 text-right font-normal text-stone-600 sm:pl-0 dark:text-stone-400">
                Items
              </th>
              <td className="pt-3 pr-5 pl-2 sm:pl-3 text-right whitespace-nowrap tabular-nums sm:pr-0">{formatMoney(order.subtotal)}</td>
            </tr>
            {discounts.lines.map((line) => (
              <tr key={line.key} data-testid="order-discount">
                <th scope="row" colSpan={3} className={`pt-1 pr-2 pl-5 sm:pr-3 text-right font-normal break-words sm:pl-0 ${DISCOUNT}`}>
                  {line.label}
                </th>
                <td className={`pt-1 pr-5 pl-2 sm:pl-3 text-right whitespace-nowrap tabular-nums sm:pr-0 ${DISCOUNT}`}>
                  −{formatMoney(line.amount)}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" colSpan={3} className="pt-1 pr-2 pl-5 sm:pr-3 text-right font-normal text-stone-600 sm:pl-0 dark:text-stone-400">
                Delivery fee
                {discounts.freeDeliveryBy && order.deliveryFee === 0 && <span className="block text-xs">{discounts.freeDeliveryBy}</span>}
              </th>
              <td className="pt-1 pr-5 pl-2 sm:pl-3 text-right whitespace-nowrap tabular-nums sm:pr-0">
                {order.deliveryFee === 0 ? 'Free' : formatMoney(order.deliveryFee)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pt-1 pr-2 pl-5 sm:pr-3 text-right font-bold sm:pl-0">
                Total
              </th>
              <td className="pt-1 pr-5 pl-2 sm:pl-3 text-right font-extrabold whitespace-nowrap tabular-nums sm:pr-0">
                {formatMoney(order.totalAmount)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

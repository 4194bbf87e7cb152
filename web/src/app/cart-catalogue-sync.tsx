// Cart lines take the catalogue's current name, price, picture and stock whenever a fresh product
// list arrives (on load, and each time the list is fetched again), and products that are gone or
// hidden are dropped (with a toast). Composed here because it joins catalogue and cart.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { productsQuery } from '@/lib/queries/products';
import { useCart } from '@/lib/cart/cart-context';

export const CART_ITEMS_REMOVED = 'Some items in your cart are no longer available and were removed.';

export function CartCatalogueSync() {
  const cart = useCart();
  const hasItems = cart.items.length > 0;
  const synced = useRef(0);
  const { data, isSuccess, dataUpdatedAt } = useQuery({ ...productsQuery, enabled: hasItems });

  const { syncWithCatalogue } = cart;
  useEffect(() => {
    if (!isSuccess || dataUpdatedAt === synced.current) return;
    synced.current = dataUpdatedAt;
    const dropped = syncWithCatalogue(data);
    if (dropped > 0) toast.warning(CART_ITEMS_REMOVED);
  }, [isSuccess, data, dataUpdatedAt, syncWithCatalogue]);

  return null;
}

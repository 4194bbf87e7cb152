// On load, cart lines take the catalogue's current name, price and picture, and products that no
// longer exist are dropped (with a toast). Composed here because it joins catalogue and cart.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { productsQuery } from '@/features/catalogue/api/get-products';
import { useCart } from '@/lib/cart/cart-context';

export const CART_ITEMS_REMOVED = 'Some items in your cart are no longer available and were removed.';

export function CartCatalogueSync() {
  const cart = useCart();
  const hasItems = cart.items.length > 0;
  const done = useRef(false);
  const { data, isSuccess } = useQuery({ ...productsQuery, enabled: hasItems });

  const { syncWithCatalogue } = cart;
  useEffect(() => {
    if (done.current || !isSuccess) return;
    done.current = true;
    const dropped = syncWithCatalogue(data);
    if (dropped > 0) toast.warning(CART_ITEMS_REMOVED);
  }, [isSuccess, data, syncWithCatalogue]);

  return null;
}

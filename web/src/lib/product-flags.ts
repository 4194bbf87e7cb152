// Client-derived product flags (SPEC §3): purely positional in the shop's product list.
import { BEST_SELLER_EVERY, NEW_PRODUCT_COUNT } from '@/lib/constants';

export interface ProductFlags {
  isNew: boolean;
  isBestSeller: boolean;
}

/** New for the first 3 products; Best Seller for index 0, 5, 10, … */
export function productFlags(index: number): ProductFlags {
  return {
    isNew: index >= 0 && index < NEW_PRODUCT_COUNT,
    isBestSeller: index >= 0 && index % BEST_SELLER_EVERY === 0,
  };
}

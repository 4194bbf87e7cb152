import { productFlags } from '@/lib/product-flags';

export function ProductBadges({ index }: { index: number }) {
  const { isNew, isBestSeller } = productFlags(index);
  if (!isNew && !isBestSeller) return null;
  return (
    <div className="flex flex-col items-start gap-1.5">
      {isBestSeller && (
        <span className="rounded-full bg-orange-700 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow-sm">
          Best Seller
        </span>
      )}
      {isNew && (
        <span className="rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow-sm">
          New
        </span>
      )}
    </div>
  );
}

// The two product-page layouts, chosen by the category's `layout` setting (DESIGN §4).
import { Banknote, Clock, Gift, HandHeart, Leaf, LockKeyhole, Package, Ruler, Sparkles, Truck } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from '@/components/ui/loading';
import { Tabs } from '@/components/ui/tabs';
import { useConfig } from '@/lib/api/get-config';
import type { ProductDetail } from '@/lib/queries/products';
import { hasChoice, optionLabel, type Variant } from '@/lib/variants';
import { paymentTileText } from '../lib/cod-tile';

// The Ratings tab's reviews and form load only when the tab is opened (DESIGN §9 budget).
const RatingsTab = lazy(async () => ({ default: (await import('./ratings-tab')).RatingsTab }));

function Tile({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-white p-3 text-sm font-semibold ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
        {icon}
      </span>
      {children}
    </li>
  );
}

/** "COD Available" only while checkout offers cash on delivery; a blank tile until the setting is known. */
function PaymentTile() {
  const { data, isError } = useConfig();
  if (!data && !isError) {
    return (
      <Tile icon={<Banknote aria-hidden="true" className="size-5" />}>
        <span aria-hidden="true" className="h-4 w-28 animate-pulse rounded bg-stone-200 dark:bg-stone-700" />
      </Tile>
    );
  }
  const text = paymentTileText(data?.cashOnDelivery ?? { enabled: false });
  const icon = data?.cashOnDelivery.enabled ? <Banknote aria-hidden="true" className="size-5" /> : <LockKeyhole aria-hidden="true" className="size-5" />;
  return (
    <Tile icon={icon}>
      <span>
        <span className="block">{text.title}</span>
        {text.note && <span className="block text-xs font-medium text-stone-600 dark:text-stone-400">{text.note}</span>}
      </span>
    </Tile>
  );
}

/** Care advice for the categories that need it. */
export const CARE_TEXT: Record<string, string> = {
  'Exotic Fruits':
    'Care: keep exotic fruits at room temperature until ripe, then refrigerate and enjoy within 2-3 days.',
  'Dried Fruits & Nuts':
    'Care: store in an airtight container in a cool, dry place away from sunlight; refrigerate after opening to keep them crunchy.',
};

/** `variant`: the one chosen on the page; a product with several shows its label beside the option's name. */
export function StandardDetails({ product, variant }: { product: ProductDetail; variant?: Variant }) {
  const categoryName = product.category?.name ?? product.categoryId?.name ?? null;
  const care = categoryName ? CARE_TEXT[categoryName] : undefined;
  return (
    <div className="space-y-6">
      <ul className="grid gap-2 sm:grid-cols-3">
        <PaymentTile />
        <Tile icon={<Truck aria-hidden="true" className="size-5" />}>Express Delivery Available</Tile>
        <Tile icon={<Clock aria-hidden="true" className="size-5" />}>Delivered within 24 hours</Tile>
      </ul>
      <Tabs
        label="Product details"
        items={[
          {
            id: 'info',
            label: 'Product Info',
            content: (
              <div className="space-y-4">
                <p className="leading-relaxed text-stone-700 dark:text-stone-300">{product.description}</p>
                <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold text-stone-600 dark:text-stone-400">Category:</dt>
                  <dd>{categoryName ?? 'N/A'}</dd>
                  {variant && hasChoice(product) ? (
                    // The product's own weight is one pack's: the chosen variant names what is sold.
                    <>
                      <dt className="font-semibold text-stone-600 dark:text-stone-400">{optionLabel(product)}:</dt>
                      <dd>{variant.label}</dd>
                    </>
                  ) : (
                    <>
                      <dt className="font-semibold text-stone-600 dark:text-stone-400">Weight:</dt>
                      <dd>{product.weight || 'N/A'}</dd>
                    </>
                  )}
                  <dt className="font-semibold text-stone-600 dark:text-stone-400">Origin:</dt>
                  <dd>{product.origin || 'N/A'}</dd>
                </dl>
                {care && (
                  <p className="flex gap-2 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
                    <Leaf aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {care}
                  </p>
                )}
              </div>
            ),
          },
          {
            id: 'ratings',
            label: 'Ratings',
            content: (
              <Suspense fallback={<Loading label="Loading reviews..." />}>
                <RatingsTab productId={product._id} />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}

export const GIFT_BOX_SIZE = '14in x 14in inches approx.';

export function GiftBoxDetails({ product }: { product: ProductDetail }) {
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2 text-sm font-semibold text-stone-700 dark:text-stone-300">
        <Ruler aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
        {GIFT_BOX_SIZE}
      </p>
      <div>
        <h2 className="font-display text-xl font-bold">Contents</h2>
        <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">{product.description}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        <Tile icon={<HandHeart aria-hidden="true" className="size-5" />}>Hand-packed with care</Tile>
        <Tile icon={<Gift aria-hidden="true" className="size-5" />}>Festive gift wrapping</Tile>
        <Tile icon={<Sparkles aria-hidden="true" className="size-5" />}>Personalised greeting card</Tile>
        <Tile icon={<Package aria-hidden="true" className="size-5" />}>Sturdy reusable basket</Tile>
      </ul>
      <p className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
        Please note: fruits and items may be substituted with others of equal or greater value, depending on
        seasonal availability and freshness.
      </p>
    </div>
  );
}

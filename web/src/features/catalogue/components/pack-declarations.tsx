// The pack declarations of a pre-packed product (Legal Metrology rules 6(10), 6(11); issue 28):
// generic name, who made, packed or imported it, country of origin, the chosen pack's net
// quantity, MRP and unit sale price, best before, and the seller's consumer-care contacts. Loose
// produce (`packed: false`) shows none. The unit price is the server's words, never computed here.
import type { ReactNode } from 'react';
import { useSeller } from '@/lib/api/get-seller';
import { formatPrice } from '@/lib/format/money';
import type { ProductDetail } from '@/lib/queries/products';
import type { Variant } from '@/lib/variants';
import { telHref } from '@/lib/contact-links';

interface PackDeclarationsProps {
  product: ProductDetail;
  /** The variant chosen on the page: its net quantity, MRP and unit price are declared. */
  variant: Variant;
  className?: string;
}

const linkClass = 'rounded font-semibold text-emerald-800 hover:underline dark:text-emerald-300';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-4 gap-y-0.5 py-2 sm:grid-cols-[11rem_1fr]">
      <dt className="font-semibold text-stone-600 dark:text-stone-400">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Customer care: the seller's phone and email as links, once /api/seller answered. */
function ConsumerCare() {
  const { data } = useSeller();
  const phone = data?.carePhone.trim();
  const email = data?.careEmail.trim();
  if (!phone && !email) return null;
  return (
    <Row term="Consumer care">
      <span className="flex flex-wrap gap-x-3 gap-y-1">
        {phone && (
          <a href={telHref(phone)} className={linkClass}>
            {phone}
          </a>
        )}
        {email && (
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        )}
      </span>
    </Row>
  );
}

function Declarations({ product, variant, className = '' }: PackDeclarationsProps) {
  const { declaration } = product;
  return (
    <section aria-labelledby="pack-declarations-heading" className={`rounded-2xl p-4 ring-1 ring-stone-200 sm:p-5 dark:ring-stone-800 ${className}`}>
      <h2 id="pack-declarations-heading" className="font-display text-xl font-bold">
        Pack declarations
      </h2>
      <dl className="mt-2 divide-y divide-stone-200 text-sm dark:divide-stone-800">
        {declaration.genericName && <Row term="Generic name">{declaration.genericName}</Row>}
        {declaration.packer && (
          <Row term={declaration.packerLabel || 'Packed by'}>
            <span className="whitespace-pre-line">{declaration.packer}</span>
          </Row>
        )}
        {product.origin && <Row term="Country of origin">{product.origin}</Row>}
        {variant.netQuantity && <Row term="Net quantity">{variant.netQuantity.label}</Row>}
        {variant.mrp != null && (
          <Row term="MRP">
            {formatPrice(variant.mrp)} <span className="text-stone-600 dark:text-stone-400">(incl. of all taxes)</span>
          </Row>
        )}
        {variant.unitPrice && <Row term="Unit sale price">{variant.unitPrice}</Row>}
        {declaration.bestBefore && <Row term="Best before">{declaration.bestBefore}</Row>}
        <ConsumerCare />
      </dl>
    </section>
  );
}

/** Nothing for loose produce (or an answer from before declarations). */
export function PackDeclarations(props: PackDeclarationsProps) {
  // An answer cached before issue 28 has no declaration.
  const declaration = props.product.declaration as ProductDetail['declaration'] | undefined;
  if (!declaration?.packed) return null;
  return <Declarations {...props} />;
}

// The product page's picture carousel (SPEC §2 Product detail): autoplay every 3 s with more than one picture.
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { DETAIL_CAROUSEL_AUTOPLAY_MS } from '@/lib/constants';
import { ProductImage } from '@/components/product/product-image';

export function ProductImageCarousel({ images, name }: { images: string[]; name: string }) {
  const pictures = images.length > 0 ? images : [''];
  const several = pictures.length > 1;
  const plugins = useMemo(
    () => (several ? [Autoplay({ delay: DETAIL_CAROUSEL_AUTOPLAY_MS, stopOnInteraction: true, stopOnMouseEnter: true })] : []),
    [several],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: several, watchDrag: several }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  return (
    <section aria-roledescription="carousel" aria-label={`Pictures of ${name}`}>
      <div ref={viewportRef} className="aspect-square overflow-hidden rounded-3xl bg-amber-50 shadow-sm ring-1 ring-stone-200/70 dark:bg-stone-800 dark:ring-stone-800">
        <div className="flex h-full touch-pan-y">
          {pictures.map((src, index) => (
            <div
              key={`${src}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${pictures.length}`}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              <ProductImage
                src={src}
                alt={several ? `${name}, picture ${index + 1}` : name}
                width={400}
                height={400}
                // Half of the 80rem page from the md breakpoint (product-detail-screen.tsx).
                sizes="(min-width: 1280px) 580px, (min-width: 768px) 50vw, 100vw"
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                draggable={false}
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {several && (
        <div className="mt-3 flex gap-2">
          {pictures.map((src, index) => (
            <button
              key={`${src}-${index}`}
              type="button"
              onClick={() => embla?.scrollTo(index)}
              aria-label={`Show picture ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              className={`size-16 overflow-hidden rounded-xl ring-2 transition sm:size-20 ${
                index === selected ? 'ring-emerald-600' : 'ring-transparent opacity-70 hover:opacity-100'
              }`}
            >
              <ProductImage src={src} alt="" width={80} height={80} sizes="80px" loading="lazy" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

// The home banner carousel (SPEC §2 Home, §9): autoplay every 4 s with a 0.7 s transition, only
// when there is more than one banner. Its height is reserved up front so nothing shifts.
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '@/lib/constants';
import { responsiveImage } from '@/lib/media';
import type { Banner } from '../api/get-banners';
import { useBanners } from '../api/get-banners';
import { bannerHref } from '../lib/banner-link';
import { emblaDuration } from '../lib/embla-duration';

// The carousel spans the 80rem page (less its 2rem side padding) or the whole screen.
const BANNER_SIZES = '(min-width: 1280px) 1216px, 100vw';
const FRAME = 'relative aspect-[20/7] w-full overflow-hidden rounded-3xl bg-amber-100 shadow-sm dark:bg-stone-800';

function Slide({ banner, index, total }: { banner: Banner; index: number; total: number }) {
  const href = bannerHref(banner);
  const image = (
    <img
      {...responsiveImage(banner.img, BANNER_SIZES)}
      alt={banner.title || banner.label || 'Tokri offer'}
      width={1600}
      height={560}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      className="size-full object-cover"
    />
  );
  const cta = banner.label ? (
    <span className="absolute bottom-3 left-3 hidden items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-xs font-bold text-stone-900 shadow-md transition group-hover:bg-white sm:bottom-6 sm:left-8 sm:inline-flex sm:px-5 sm:py-2.5 sm:text-sm">
      {banner.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </span>
  ) : null;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
    >
      {href ? (
        <Link to={href} className="group relative block size-full rounded-3xl focus-visible:outline-offset-[-4px]" aria-label={[banner.title, banner.label].filter(Boolean).join(': ')}>
          {image}
          {cta}
        </Link>
      ) : (
        <div className="relative size-full">
          {image}
          {cta}
        </div>
      )}
    </div>
  );
}

function Carousel({ banners }: { banners: Banner[] }) {
  const several = banners.length > 1;
  const plugins = useMemo(
    () =>
      several
        ? [Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [several],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: several, watchDrag: several, duration: emblaDuration(BANNER_TRANSITION_MS) },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(several);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const togglePlay = useCallback(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) {
      autoplay.stop();
      setPlaying(false);
    } else {
      autoplay.play();
      setPlaying(true);
    }
  }, [embla]);

  return (
    <section aria-roledescription="carousel" aria-label="Featured offers" className="relative">
      <div className={FRAME} ref={viewportRef}>
        <div className="flex h-full touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            <Slide key={banner._id} banner={banner} index={index} total={banners.length} />
          ))}
        </div>
      </div>
      {!several && <div aria-hidden="true" className="mt-2 h-8 sm:hidden" />}
      {several && (
        <>
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            aria-label="Previous slide"
            className="absolute top-1/2 left-2 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-stone-900 shadow-md backdrop-blur hover:bg-white sm:grid"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            aria-label="Next slide"
            className="absolute top-1/2 right-2 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-stone-900 shadow-md backdrop-blur hover:bg-white sm:grid"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <div className="mx-auto mt-2 flex w-fit items-center gap-1 rounded-full bg-stone-900/70 px-2 py-1 backdrop-blur sm:absolute sm:right-6 sm:bottom-6 sm:mt-0 sm:bg-stone-900/55">
            <button
              type="button"
              onClick={togglePlay}
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              className="grid size-6 place-items-center rounded-full text-white hover:bg-white/20"
            >
              {playing ? <Pause aria-hidden="true" className="size-3.5" /> : <Play aria-hidden="true" className="size-3.5" />}
            </button>
            {banners.map((banner, index) => (
              <button
                key={banner._id}
                type="button"
                onClick={() => embla?.scrollTo(index)}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                className="grid size-6 place-items-center rounded-full"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-white' : 'w-2 bg-white/60'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

export function BannerCarousel() {
  const { data, isPending, isError } = useBanners();
  // The placeholder takes the carousel's exact height (on phones, the slide controls sit below it).
  if (isPending)
    return (
      <div aria-hidden="true">
        <div className={`${FRAME} animate-pulse`} />
        <div className="mt-2 h-8 sm:hidden" />
      </div>
    );
  if (isError || data.length === 0) return null;
  return <Carousel banners={data} />;
}

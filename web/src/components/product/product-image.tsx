import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';
import { responsiveImage } from '@/lib/media';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src?: string | null;
  /** How wide the picture is shown, for an uploaded picture's `srcset` (e.g. `"80px"`). */
  sizes: string;
};

/**
 * A product picture that falls back to the stock fruit picture when missing or broken. An uploaded
 * picture comes with its three widths, and the browser loads the one that fits `sizes`.
 */
export function ProductImage({ src, alt = '', sizes, ...rest }: ProductImageProps) {
  const wanted = src && src.trim() !== '' ? src : DEFAULT_PRODUCT_IMAGE;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? DEFAULT_PRODUCT_IMAGE : wanted;
  return (
    <img
      {...rest}
      {...responsiveImage(shown, sizes)}
      alt={alt}
      onError={() => {
        if (shown !== DEFAULT_PRODUCT_IMAGE) setFailed(wanted);
      }}
    />
  );
}

import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null };

/** A product picture that falls back to the stock fruit picture when missing or broken. */
export function ProductImage({ src, alt = '', ...rest }: ProductImageProps) {
  const wanted = src && src.trim() !== '' ? src : DEFAULT_PRODUCT_IMAGE;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? DEFAULT_PRODUCT_IMAGE : wanted;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== DEFAULT_PRODUCT_IMAGE) setFailed(wanted);
      }}
    />
  );
}

import { mediaSrcSet, responsiveImage } from './media';

const KEY = '0123456789abcdef0123456789abcdef';
const SRCSET = `/media/${KEY}-320.webp 320w, /media/${KEY}-640.webp 640w, /media/${KEY}-1280.webp 1280w`;

describe('uploaded picture URLs', () => {
  it('give every stored width from any one of them', () => {
    expect(mediaSrcSet(`/media/${KEY}-1280.webp`)).toBe(SRCSET);
    expect(mediaSrcSet(`/media/${KEY}-320.webp`)).toBe(SRCSET);
    expect(mediaSrcSet(` /media/${KEY}-640.webp `)).toBe(SRCSET);
  });

  it('give nothing for any other URL', () => {
    for (const url of [
      '/images/products/mango.webp',
      'https://example.com/media/0123456789abcdef0123456789abcdef-1280.webp',
      `/media/${KEY}-1280.jpg`,
      `/media/${KEY}-800.webp`,
      `/media/${KEY.slice(1)}-1280.webp`,
      `/media/${KEY.toUpperCase()}-1280.webp`,
      `/media/${KEY}-1280.webp?x=1`,
      '',
      null,
      undefined,
    ]) {
      expect(mediaSrcSet(url)).toBeUndefined();
    }
  });

  it('set sizes only with a srcset', () => {
    expect(responsiveImage(`/media/${KEY}-1280.webp`, '80px')).toEqual({
      src: `/media/${KEY}-1280.webp`,
      srcSet: SRCSET,
      sizes: '80px',
    });
    expect(responsiveImage('/images/products/mango.webp', '80px')).toEqual({ src: '/images/products/mango.webp' });
  });
});

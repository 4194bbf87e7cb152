import { MAX_PHOTO_BYTES, mediaCopy, PHOTO_NOT_A_PICTURE, PHOTO_TOO_LARGE, photoFileProblem } from './review-photo';

const KEY = '0123456789abcdef0123456789abcdef';
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('review photos', () => {
  it('accept JPEG, PNG and WebP up to 10 MB, an untyped file by its extension', () => {
    for (const ok of [file('a.jpg', 'image/jpeg'), file('a.png', 'image/png'), file('a.webp', 'image/webp'), file('a.JPEG', ''), file('a.png', 'application/octet-stream')]) {
      expect(photoFileProblem(ok)).toBeNull();
    }
    expect(photoFileProblem(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
  });

  it('refuse other files and larger ones with the server’s texts', () => {
    expect(photoFileProblem(file('a.gif', 'image/gif'))).toBe(PHOTO_NOT_A_PICTURE);
    expect(photoFileProblem(file('a.heic', ''))).toBe(PHOTO_NOT_A_PICTURE);
    expect(photoFileProblem(file('a.pdf', 'application/octet-stream'))).toBe(PHOTO_NOT_A_PICTURE);
    expect(photoFileProblem(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toBe(PHOTO_TOO_LARGE);
  });

  it('give the wanted copy of an uploaded picture from any one of them', () => {
    expect(mediaCopy(`/media/${KEY}-1280.webp`, 320)).toBe(`/media/${KEY}-320.webp`);
    expect(mediaCopy(`/media/${KEY}-320.webp`, 1280)).toBe(`/media/${KEY}-1280.webp`);
    expect(mediaCopy(` /media/${KEY}-640.webp `, 640)).toBe(`/media/${KEY}-640.webp`);
  });

  it('leave any other URL as it is', () => {
    for (const url of ['/images/products/mango.webp', `https://example.com/media/${KEY}-1280.webp`, `/media/${KEY}-800.webp`]) {
      expect(mediaCopy(url, 320)).toBe(url);
    }
  });
});

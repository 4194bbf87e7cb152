import { isPageSlug, pageLength, validatePage } from './page-rules';

describe('page editor rules', () => {
  it('counts characters as the server does: trimmed, one per letter whatever its bytes', () => {
    expect(pageLength('  abc \n')).toBe(3);
    expect(pageLength('फल')).toBe(2);
    expect(pageLength('🍎')).toBe(1);
  });

  it('gives the server’s messages before sending', () => {
    expect(validatePage('FAQ', '## Hi')).toEqual({});
    expect(validatePage(' ', ' ')).toEqual({
      title: 'Please give the page a title.',
      content: 'Please write the page text.',
    });
    expect(validatePage('t'.repeat(81), 'x').title).toBe('The title is too long: at most 80 characters (this one has 81).');
    expect(validatePage('T', 'x'.repeat(20_345)).content).toBe(
      'The page text is too long: at most 20,000 characters (this one has 20,345).',
    );
  });

  it('knows the five pages and nothing else', () => {
    expect(['contact', 'faq', 'shipping', 'privacy', 'terms'].every(isPageSlug)).toBe(true);
    expect(isPageSlug('about')).toBe(false);
    expect(isPageSlug('FAQ')).toBe(false);
  });
});

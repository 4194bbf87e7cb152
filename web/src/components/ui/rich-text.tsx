// HTML the server made from an owner's Markdown (GET /api/pages/{slug}, the admin preview). The
// server renders and sanitises it (pulldown-cmark + ammonia: raw HTML shown as text, unsafe
// links stripped), so it is the only HTML the web app inserts as markup.
const PROSE = [
  'max-w-none text-base leading-relaxed text-stone-700 dark:text-stone-300',
  '[&>*+*]:mt-4 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900 dark:[&_h2]:text-stone-50',
  '[&_h3]:mt-7 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-stone-900 dark:[&_h3]:text-stone-100',
  '[&_h4]:mt-5 [&_h4]:font-bold [&_h4]:text-stone-900 dark:[&_h4]:text-stone-100 [&>:first-child]:mt-0',
  '[&_a]:font-semibold [&_a]:text-emerald-800 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-emerald-300',
  '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_li]:pl-1',
  '[&_strong]:font-semibold [&_strong]:text-stone-900 dark:[&_strong]:text-stone-100',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-amber-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 dark:[&_code]:bg-stone-800',
  '[&_hr]:my-8 [&_hr]:border-stone-200 dark:[&_hr]:border-stone-800',
  '[&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-stone-300 [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:border-stone-200 [&_td]:py-2 dark:[&_td]:border-stone-800',
  '[&_img]:max-w-full [&_img]:rounded-xl',
].join(' ');

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

// One of the shop's text pages (Contact, FAQ, Shipping & delivery, Privacy, Terms): the owner's
// text as the server rendered it. `intro` shows above the text and `children` below it, each in
// its own section, for live blocks that belong to a page (the Contact page's details).
import type { ReactNode } from 'react';
import { isNotFound } from '@/lib/api/client';
import { formatDate } from '@/lib/format/date';
import { RichText } from '@/components/ui/rich-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePage, type PageSlug } from '../api/get-page';
import { HelpNav } from './help-nav';

interface PageScreenProps {
  slug: PageSlug;
  /** Shown instead when the server has no such page. */
  notFound: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}

export function PageScreen({ slug, notFound, intro, children }: PageScreenProps) {
  const page = usePage(slug);
  useDocumentTitle(page.data?.title);
  if (page.isError && isNotFound(page.error)) return notFound;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 lg:grid lg:grid-cols-[13rem_1fr] lg:gap-12 lg:px-8 lg:pt-12">
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <p className="mb-2 hidden px-3 text-xs font-bold tracking-wider text-stone-500 uppercase lg:block dark:text-stone-400">
          Help
        </p>
        <HelpNav />
      </aside>
      <article className="mt-6 min-w-0 lg:mt-0" aria-busy={page.isPending}>
        {page.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">Loading...</span>
            <div className="h-10 w-2/3 animate-pulse rounded-xl bg-stone-200 dark:bg-stone-800" />
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="h-4 animate-pulse rounded bg-stone-200/80 dark:bg-stone-800" />
            ))}
          </div>
        ) : page.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {page.error.message}
          </p>
        ) : (
          <>
            <header>
              <h1 className="font-display text-4xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">
                {page.data.title}
              </h1>
              {page.data.updatedAt && (
                <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">
                  Last updated {formatDate(page.data.updatedAt)}
                </p>
              )}
            </header>
            {intro && <section className="mt-8">{intro}</section>}
            <RichText html={page.data.html} className="mt-8" />
            {children && <section className="mt-12 border-t border-stone-200 pt-10 dark:border-stone-800">{children}</section>}
          </>
        )}
      </article>
    </div>
  );
}

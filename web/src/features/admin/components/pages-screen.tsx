// Pages (issue 11): the footer's text pages (Contact, FAQ, Shipping & delivery, Privacy, Terms),
// when each was last saved, and a link to edit each.
import { ExternalLink, FileText, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/date';
import { useAdminPages } from '../api/get-admin-pages';
import { PAGE_MSG, pagePath } from '../lib/page-rules';
import { ErrorNote, Loading, PageHeader } from './admin-ui';

export function PagesScreen() {
  const pages = useAdminPages();
  return (
    <>
      <PageHeader
        title="Pages"
        description="The text pages linked from the shop's footer. Write them in Markdown; the shop shows them at once."
      />
      {pages.isPending ? (
        <Loading />
      ) : pages.isError ? (
        <ErrorNote>{pages.error.message}</ErrorNote>
      ) : (
        <ul aria-label="Pages" className="card divide-y divide-stone-200 dark:divide-stone-800">
          {pages.data.map((page) => (
            <li key={page.slug} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4 sm:px-5">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                <FileText aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900 dark:text-stone-100">{page.title}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
                  <a
                    href={pagePath(page.slug)}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 font-mono text-emerald-800 hover:underline dark:text-emerald-300"
                  >
                    {pagePath(page.slug)}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  {page.updatedAt ? (
                    <span>Saved {formatDateTime(page.updatedAt)}</span>
                  ) : (
                    <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-bold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                      {PAGE_MSG.standardText}
                    </span>
                  )}
                </p>
              </div>
              <Link to={`/admin/pages/${page.slug}`} className="btn btn-outline py-1.5" aria-label={`Edit ${page.title}`}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

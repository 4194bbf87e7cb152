// Edit a text page (issue 11): its title and Markdown, with a live preview made by the server (the
// same renderer and sanitiser the shop uses, so what you see is what the shop shows).
import { ArrowLeft, ExternalLink, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError, isNotFound } from '@/lib/api/client';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useAdminPage, type AdminPage } from '../api/get-admin-page';
import { useUpdatePage } from '../api/update-page';
import { isPageSlug, MAX_PAGE_TITLE_CHARS, PAGE_MSG, pagePath, validatePage, type PageSlug } from '../lib/page-rules';
import { ErrorNote, Loading, PageHeader } from './admin-ui';
import { MarkdownField, PagePreview } from './page-editor-parts';

function PageEditor({ slug, page }: { slug: PageSlug; page: AdminPage }) {
  const [title, setTitle] = useState(page.title);
  const [content, setContent] = useState(page.content);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdatePage(slug);
  const changed = title !== page.title || content !== page.content;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePage(title, content);
    setErrors(invalid);
    setFailure(null);
    if (Object.keys(invalid).length > 0) return;
    save.mutate(
      { title, content },
      {
        onSuccess: (saved) => {
          setTitle(saved.title);
          setContent(saved.content);
          toast.success(PAGE_MSG.saved);
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? (e.errors ?? {}) : {};
          setErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? null : e.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Title"
        required
        value={title}
        maxLength={MAX_PAGE_TITLE_CHARS * 2}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        className="max-w-xl"
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <MarkdownField value={content} onChange={setContent} error={errors.content} />
        <PagePreview content={content} />
      </div>
      {failure && <ErrorNote>{failure}</ErrorNote>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {changed && <p className="text-sm font-medium text-amber-800 dark:text-amber-300">Unsaved changes</p>}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Saving...' : 'Save page'}
        </button>
      </div>
    </form>
  );
}

export function PageEditScreen({ slug }: { slug: string }) {
  const known = isPageSlug(slug);
  const page = useAdminPage(known ? slug : 'contact', known);
  const back = (
    <Link to="/admin/pages" className="btn btn-outline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All pages
    </Link>
  );
  if (!known || (page.isError && isNotFound(page.error))) {
    return (
      <>
        <PageHeader title="Page not found" actions={back} />
        <ErrorNote>There is no page called “{slug}”.</ErrorNote>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={page.data ? `Edit: ${page.data.title}` : 'Edit page'}
        description={
          <a href={pagePath(slug)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-mono hover:underline">
            {pagePath(slug)}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        }
        actions={back}
      />
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <ErrorNote>{page.error.message}</ErrorNote>
      ) : (
        <PageEditor slug={slug} page={page.data} />
      )}
    </>
  );
}

// Banners (SPEC §2 Banners): a create form and the list, whose rows switch to an inline edit one at
// a time. The category list only feeds the optional Category choice: failing to load it is silent.
import { CalendarClock, ExternalLink, Link2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDateTime } from '@/lib/format/date';
import { toast } from '@/lib/toast';
import { useCreateBanner } from '../api/create-banner';
import { useDeleteBanner } from '../api/delete-banner';
import { useAdminBanners } from '../api/get-admin-banners';
import { useAdminCategories } from '../api/get-admin-categories';
import { useUpdateBanner } from '../api/update-banner';
import { bannerSchedule, type BannerSchedule } from '../lib/banner-dates';
import {
  bannerId,
  bannerImage,
  bannerRequest,
  bannerToForm,
  EMPTY_BANNER_FORM,
  validateBanner,
  type BannerFormValues,
  type BannerLike,
} from '../lib/banner-form';
import type { AdminCategory } from '../lib/category-form';
import { useEscape } from '../hooks/use-escape';
import { useUploadsInProgress } from '../hooks/use-uploads';
import { MSG, withReason } from '../lib/messages';
import { ActiveBadge, dangerIconButtonClass, EmptyNote, ErrorNote, iconButtonClass, ImagePreview, Loading, PageHeader } from './admin-ui';
import { BannerFields } from './banner-fields';

const SCHEDULE_LABELS: Record<BannerSchedule, { text: string; className: string } | null> = {
  always: null,
  live: { text: 'Showing now', className: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200' },
  scheduled: { text: 'Scheduled', className: 'bg-blue-50 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200' },
  expired: { text: 'Ended', className: 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-300' },
};

function validityText(banner: BannerLike): string {
  const start = banner.startAt ? formatDateTime(banner.startAt) : null;
  const end = banner.endAt ? formatDateTime(banner.endAt) : null;
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'Always';
}

function CreateBannerForm({ categories }: { categories: AdminCategory[] }) {
  const [values, setValues] = useState<BannerFormValues>(EMPTY_BANNER_FORM);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateBanner();
  const { uploading, onBusyChange } = useUploadsInProgress();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const invalid = validateBanner(values);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    create.mutate(bannerRequest(values), {
      onSuccess: () => {
        setValues(EMPTY_BANNER_FORM);
        toast.success('Banner created');
      },
      onError: (e) => setError(withReason(MSG.bannerCreateFailed, e)),
    });
  };

  return (
    <section aria-labelledby="new-banner" className="card p-5 sm:p-6">
      <h2 id="new-banner" className="mb-4 font-display text-lg font-bold">
        Create a banner
      </h2>
      <form onSubmit={submit} className="space-y-4">
        <BannerFields
          values={values}
          onChange={setValues}
          categories={categories}
          sortPlaceholder="Next in line"
          onUploadingChange={onBusyChange}
        />
        {error && <ErrorNote>{error}</ErrorNote>}
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={create.isPending || uploading}>
            <Plus aria-hidden="true" className="size-4" />
            {create.isPending ? 'Creating...' : uploading ? 'Uploading picture...' : 'Create Banner'}
          </button>
        </div>
      </form>
    </section>
  );
}

function EditBannerForm({ banner, categories, onDone }: { banner: BannerLike; categories: AdminCategory[]; onDone: () => void }) {
  const [values, setValues] = useState<BannerFormValues>(() => bannerToForm(banner));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBanner();
  const { uploading, onBusyChange } = useUploadsInProgress();
  const firstRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEscape(formRef, onDone);

  useEffect(() => firstRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const invalid = validateBanner(values);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    update.mutate(
      { id: bannerId(banner), body: bannerRequest(values), previous: banner },
      {
        onSuccess: () => {
          toast.success('Banner saved');
          onDone();
        },
        onError: (e) => setError(withReason(MSG.bannerUpdateFailed, e)),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      ref={formRef}
      aria-label={`Edit banner ${banner.title || MSG.noTitle}`}
      className="space-y-4 bg-emerald-50/50 p-4 sm:p-5 dark:bg-emerald-950/20"
    >
      <BannerFields
        values={values}
        onChange={setValues}
        categories={categories}
        firstRef={firstRef}
        sortPlaceholder="Unchanged"
        onUploadingChange={onBusyChange}
      />
      {error && <ErrorNote>{error}</ErrorNote>}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className="btn btn-outline">
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={update.isPending || uploading}>
          {update.isPending ? 'Saving...' : uploading ? 'Uploading picture...' : 'Save'}
        </button>
      </div>
    </form>
  );
}

interface BannerRowProps {
  banner: BannerLike;
  categories: AdminCategory[];
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
  deleting: boolean;
}

function BannerRow({ banner, categories, editing, onEdit, onDone, onDelete, deleting }: BannerRowProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  // Read once per render for the schedule chip; a banner's window is coarse (minutes).
  const [now] = useState(() => Date.now());

  if (editing) {
    return (
      <li data-testid="banner-row" className="overflow-hidden">
        <EditBannerForm banner={banner} categories={categories} onDone={onDone} />
      </li>
    );
  }

  const title = banner.title?.trim() || MSG.noTitle;
  const category = banner.categoryId ? categories.find((c) => c._id === banner.categoryId) : undefined;
  const schedule = SCHEDULE_LABELS[bannerSchedule(banner.startAt, banner.endAt, now)];
  const external = /^https?:\/\//.test(banner.link ?? '');

  return (
    <li data-testid="banner-row" className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
      <ImagePreview src={bannerImage(banner)} sizes="(min-width: 640px) 176px, 100vw" className="aspect-[3/1] h-auto w-full sm:w-44" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className={`font-semibold ${banner.title?.trim() ? '' : 'text-stone-600 italic dark:text-stone-400'}`}>{title}</span>
          <ActiveBadge active={banner.active !== false} />
          <span className="rounded-md bg-stone-100 px-1.5 text-xs font-semibold tabular-nums dark:bg-stone-800" title="Sort order">
            #{banner.sortOrder ?? '–'}
          </span>
          {banner.categoryId ? (
            <span className="rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-orange-900 dark:bg-orange-900/40 dark:text-orange-100">
              Assigned{category ? `: ${category.name}` : ''}
            </span>
          ) : (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
              Unassigned
            </span>
          )}
        </p>
        {banner.label && (
          <p className="text-sm">
            <span className="text-stone-600 dark:text-stone-400">Label: </span>
            <span className="font-medium">{banner.label}</span>
          </p>
        )}
        <p className="flex items-center gap-1.5 text-sm text-stone-700 dark:text-stone-300">
          {external ? <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" /> : <Link2 aria-hidden="true" className="size-3.5 shrink-0" />}
          <span className="sr-only">Link: </span>
          <span className="truncate font-mono text-xs">{banner.link || 'No link'}</span>
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-stone-700 dark:text-stone-300">
          <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">Shown: </span>
          <span>{validityText(banner)}</span>
          {schedule && <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${schedule.className}`}>{schedule.text}</span>}
        </p>
      </div>
      <div className="flex items-center gap-1 self-end sm:self-center">
        <button ref={editButton} type="button" onClick={onEdit} className={iconButtonClass} aria-label={`Edit banner ${title}`} title="Edit">
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button type="button" onClick={onDelete} disabled={deleting} className={dangerIconButtonClass} aria-label={`Delete banner ${title}`} title="Delete">
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

export function BannersScreen() {
  const banners = useAdminBanners();
  const categoriesQuery = useAdminCategories();
  // Silent on failure (SPEC §8): the Category choice then offers none.
  const categories = categoriesQuery.data ?? [];
  const remove = useDeleteBanner();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);

  const onDelete = (banner: BannerLike) => {
    if (!window.confirm(MSG.bannerDeleteConfirm)) return;
    setListError(null);
    const id = bannerId(banner);
    remove.mutate(id, {
      onSuccess: () => {
        if (editingId === id) setEditingId(null);
        toast.success('Banner deleted');
      },
      onError: () => setListError(MSG.bannerDeleteFailed),
    });
  };

  return (
    <>
      <PageHeader title="Banners" description="The home page carousel. Only active banners inside their window are shown." />
      <div className="space-y-6">
        <CreateBannerForm categories={categories} />
        <section aria-labelledby="banner-list" className="card overflow-hidden">
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-5 py-4 dark:border-stone-800">
            <h2 id="banner-list" className="font-display text-lg font-bold">
              All banners
            </h2>
            {banners.data && (
              <span className="text-sm text-stone-600 dark:text-stone-400">
                {banners.data.length === 1 ? '1 banner' : `${banners.data.length} banners`}
              </span>
            )}
          </div>
          {listError && (
            <div className="px-5 pt-4">
              <ErrorNote>{listError}</ErrorNote>
            </div>
          )}
          {banners.isPending ? (
            <div className="px-5">
              <Loading label="Loading banners..." />
            </div>
          ) : banners.isError ? (
            <div className="p-5">
              <ErrorNote>{MSG.bannersFetchFailed}</ErrorNote>
            </div>
          ) : banners.data.length === 0 ? (
            <div className="p-5">
              <EmptyNote>No banners yet. Create the first one above.</EmptyNote>
            </div>
          ) : (
            <ul aria-labelledby="banner-list" className="divide-y divide-stone-200 dark:divide-stone-800">
              {banners.data.map((banner) => {
                const id = bannerId(banner);
                return (
                  <BannerRow
                    key={id}
                    banner={banner}
                    categories={categories}
                    editing={editingId === id}
                    onEdit={() => setEditingId(id)}
                    onDone={() => setEditingId(null)}
                    onDelete={() => onDelete(banner)}
                    deleting={remove.isPending && remove.variables === id}
                  />
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

// One banner in the list: its picture, title, state, link and window, or its inline edit form.
import { CalendarClock, ExternalLink, Link2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format/date';
import { useFocusAfterEdit } from '../hooks/use-focus-after-edit';
import { bannerSchedule, type BannerSchedule } from '../lib/banner-dates';
import type { AdminBanner } from '../lib/banner-form';
import type { AdminCategory } from '../lib/category-form';
import { MSG } from '../lib/messages';
import { ActiveBadge, dangerIconButtonClass, iconButtonClass, ImagePreview } from './admin-ui';
import { EditBannerForm } from './banner-forms';

const SCHEDULE_LABELS: Record<BannerSchedule, { text: string; className: string } | null> = {
  always: null,
  live: { text: 'Showing now', className: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200' },
  scheduled: { text: 'Scheduled', className: 'bg-blue-50 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200' },
  expired: { text: 'Ended', className: 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-300' },
};

function validityText(banner: AdminBanner): string {
  const start = banner.startAt ? formatDateTime(banner.startAt) : null;
  const end = banner.endAt ? formatDateTime(banner.endAt) : null;
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'Always';
}

interface BannerRowProps {
  banner: AdminBanner;
  categories: AdminCategory[];
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function BannerRow({ banner, categories, editing, onEdit, onDone, onDelete, deleting }: BannerRowProps) {
  const editButton = useFocusAfterEdit(editing);
  // Read once per render for the schedule chip; a banner's window is coarse (minutes).
  const [now] = useState(() => Date.now());

  if (editing) {
    return (
      <li data-testid="banner-row" className="overflow-hidden">
        <EditBannerForm banner={banner} categories={categories} onDone={onDone} />
      </li>
    );
  }

  const title = banner.title.trim() || MSG.noTitle;
  const category = banner.categoryId ? categories.find((c) => c._id === banner.categoryId) : undefined;
  const schedule = SCHEDULE_LABELS[bannerSchedule(banner.startAt, banner.endAt, now)];
  const external = /^https?:\/\//.test(banner.link);

  return (
    <li data-testid="banner-row" className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
      <ImagePreview src={banner.img} sizes="(min-width: 640px) 176px, 100vw" className="aspect-[3/1] h-auto w-full sm:w-44" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className={`font-semibold ${banner.title.trim() ? '' : 'text-stone-600 italic dark:text-stone-400'}`}>{title}</span>
          <ActiveBadge active={banner.active} />
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


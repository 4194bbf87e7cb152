// One category in the list: its picture, name, slug, state and order, or its inline edit form.
import { Pencil, Trash2 } from 'lucide-react';
import { useFocusAfterEdit } from '../hooks/use-focus-after-edit';
import { CATEGORY_LAYOUTS, type AdminCategory } from '../lib/category-form';
import { ActiveBadge, dangerIconButtonClass, iconButtonClass, ImagePreview } from './admin-ui';
import { BackgroundSwatch } from './category-fields';
import { EditCategoryForm } from './category-forms';

export interface CategoryRowProps {
  category: AdminCategory;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function CategoryRow({ category, editing, onEdit, onDone, onDelete, deleting }: CategoryRowProps) {
  const editButton = useFocusAfterEdit(editing);

  if (editing) {
    return (
      <li data-testid="category-row" className="overflow-hidden">
        <EditCategoryForm category={category} onDone={onDone} />
      </li>
    );
  }
  const layout = CATEGORY_LAYOUTS.find((l) => l.value === category.layout);
  return (
    <li
      data-testid="category-row"
      className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-4 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:px-5"
    >
      <ImagePreview src={category.image ?? ''} alt="" sizes="56px" className="row-span-2 size-14 self-start sm:row-span-1 sm:self-center" />
      <div className="col-start-2 min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{category.name}</span>
          <ActiveBadge active={category.active !== false} />
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-400">
          <span className="font-mono">/{category.slug}</span>
          {layout && layout.value !== 'standard' && (
            <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-900 dark:bg-purple-900/40 dark:text-purple-100">
              {layout.label} layout
            </span>
          )}
        </p>
      </div>
      <dl className="col-start-2 row-start-2 flex items-center gap-4 text-sm sm:col-start-3 sm:row-start-1">
        <div className="flex items-center gap-1.5 sm:w-16">
          <dt className="text-stone-600 dark:text-stone-400">Sort</dt>
          <dd className="min-w-6 rounded-md bg-stone-100 px-1.5 text-center font-semibold tabular-nums dark:bg-stone-800">
            {category.sortOrder ?? '–'}
          </dd>
        </div>
        <div className="flex items-center gap-1.5 sm:w-28">
          <dt className="sr-only">Background</dt>
          <dd className="flex items-center gap-1.5 font-mono text-xs whitespace-nowrap text-stone-700 dark:text-stone-300">
            <BackgroundSwatch bg={category.bg} />
            {category.bg}
          </dd>
        </div>
      </dl>
      <div className="col-start-3 row-span-2 row-start-1 flex items-center gap-1 sm:col-start-4 sm:row-span-1">
        <button ref={editButton} type="button" onClick={onEdit} className={iconButtonClass} aria-label={`Edit ${category.name}`} title="Edit">
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          className={dangerIconButtonClass}
          aria-label={`Delete ${category.name}`}
          title="Delete"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

// Categories (SPEC §2 Category list): a create form and the list, whose rows switch to an inline
// edit one at a time.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { useUpdateCategory } from '../api/update-category';
import {
  categoryCreateRequest,
  categoryToForm,
  categoryUpdateRequest,
  CATEGORY_LAYOUTS,
  EMPTY_CATEGORY_FORM,
  validateCategory,
  type AdminCategory,
  type CategoryFormValues,
} from '../lib/category-form';
import { useEscape } from '../hooks/use-escape';
import { useUploadsInProgress } from '../hooks/use-uploads';
import { MSG, withReason } from '../lib/messages';
import { ActiveBadge, dangerIconButtonClass, EmptyNote, ErrorNote, iconButtonClass, ImagePreview, Loading, PageHeader } from './admin-ui';
import { BackgroundSwatch, CategoryFields } from './category-fields';

function CreateCategoryForm() {
  const [values, setValues] = useState<CategoryFormValues>(EMPTY_CATEGORY_FORM);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCategory();
  const { uploading, onBusyChange } = useUploadsInProgress();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const invalid = validateCategory(values);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    create.mutate(categoryCreateRequest(values), {
      onSuccess: (category) => {
        setValues(EMPTY_CATEGORY_FORM);
        toast.success(`Category "${category.name}" added`);
      },
      onError: (e) => setError(withReason(MSG.categoryAddFailed, e)),
    });
  };

  return (
    <section aria-labelledby="new-category" className="card p-5 sm:p-6">
      <h2 id="new-category" className="mb-4 font-display text-lg font-bold">
        Add a category
      </h2>
      <form onSubmit={submit} className="space-y-4">
        <CategoryFields values={values} onChange={setValues} withLayout onUploadingChange={onBusyChange} />
        {error && <ErrorNote>{error}</ErrorNote>}
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={create.isPending || uploading}>
            <Plus aria-hidden="true" className="size-4" />
            {create.isPending ? 'Adding...' : uploading ? 'Uploading picture...' : 'Add Category'}
          </button>
        </div>
      </form>
    </section>
  );
}

function EditCategoryForm({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  const [values, setValues] = useState<CategoryFormValues>(() => categoryToForm(category));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCategory();
  const { uploading, onBusyChange } = useUploadsInProgress();
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEscape(formRef, onDone);

  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const invalid = validateCategory(values);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    update.mutate(
      { id: category._id, body: categoryUpdateRequest(values) },
      {
        onSuccess: (saved) => {
          toast.success(`Category "${saved.name}" saved`);
          onDone();
        },
        onError: (e) => setError(withReason(MSG.categoryUpdateFailed, e)),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      ref={formRef}
      aria-label={`Edit ${category.name}`}
      className="space-y-4 bg-emerald-50/50 p-4 sm:p-5 dark:bg-emerald-950/20"
    >
      <CategoryFields values={values} onChange={setValues} nameRef={nameRef} onUploadingChange={onBusyChange} />
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

interface CategoryRowProps {
  category: AdminCategory;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
  deleting: boolean;
}

function CategoryRow({ category, editing, onEdit, onDone, onDelete, deleting }: CategoryRowProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    // Back from the inline edit: keyboard focus returns to the row's Edit button.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

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

export function CategoriesScreen() {
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [listError, setListError] = useState<{ message: string; reason?: string } | null>(null);

  const onDelete = (category: AdminCategory) => {
    if (!window.confirm(MSG.categoryDeleteConfirm)) return;
    setListError(null);
    remove.mutate(category._id, {
      onSuccess: () => {
        if (editingId === category._id) setEditingId(null);
        toast.success(`Category "${category.name}" deleted`);
      },
      onError: (e) =>
        setListError({
          message: MSG.categoryDeleteFailed,
          // The server says why (e.g. which products still use it).
          reason: e instanceof ApiError && e.message !== MSG.categoryDeleteFailed ? e.message : undefined,
        }),
    });
  };

  return (
    <>
      <PageHeader title="Categories" description="What shoppers browse by, in the order they see it." />
      <div className="space-y-6">
        <CreateCategoryForm />
        <section aria-labelledby="category-list" className="card overflow-hidden">
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-5 py-4 dark:border-stone-800">
            <h2 id="category-list" className="font-display text-lg font-bold">
              All categories
            </h2>
            {categories.data && (
              <span className="text-sm text-stone-600 dark:text-stone-400">
                {categories.data.length === 1 ? '1 category' : `${categories.data.length} categories`}
              </span>
            )}
          </div>
          {listError && (
            <div className="px-5 pt-4">
              <ErrorNote>
                <p>{listError.message}</p>
                {listError.reason && <p className="mt-1 font-normal">{listError.reason}</p>}
              </ErrorNote>
            </div>
          )}
          {categories.isPending ? (
            <div className="px-5">
              <Loading label="Loading categories..." />
            </div>
          ) : categories.isError ? (
            <div className="p-5">
              <ErrorNote>{withReason(MSG.categoriesFetchFailed, categories.error)}</ErrorNote>
            </div>
          ) : categories.data.length === 0 ? (
            <div className="p-5">
              <EmptyNote>No categories yet. Add the first one above.</EmptyNote>
            </div>
          ) : (
            <ul aria-labelledby="category-list" className="divide-y divide-stone-200 dark:divide-stone-800">
              {categories.data.map((category) => (
                <CategoryRow
                  key={category._id}
                  category={category}
                  editing={editingId === category._id}
                  onEdit={() => setEditingId(category._id)}
                  onDone={() => setEditingId(null)}
                  onDelete={() => onDelete(category)}
                  deleting={remove.isPending && remove.variables === category._id}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

// Categories (SPEC §2 Category list): a create form and the list, whose rows switch to an inline
// edit one at a time.
import { useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { type AdminCategory } from '../lib/category-form';
import { MSG, withReason } from '../lib/messages';
import { EmptyNote, ErrorNote, Loading, PageHeader } from './admin-ui';
import { CreateCategoryForm } from './category-forms';
import { CategoryRow } from './category-row';

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

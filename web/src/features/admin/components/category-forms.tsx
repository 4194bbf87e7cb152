// The category create form and a category row's inline edit form (SPEC §2 Category list, §5).
import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import {
  categoryCreateRequest,
  categoryToForm,
  categoryUpdateRequest,
  EMPTY_CATEGORY_FORM,
  validateCategory,
  type AdminCategory,
} from '../lib/category-form';
import { useCheckedForm, useInlineEdit } from '../hooks/use-checked-form';
import { MSG, withReason } from '../lib/messages';
import { ErrorNote } from './admin-ui';
import { CategoryFields } from './category-fields';

export function CreateCategoryForm() {
  const { values, setValues, error, setError, uploading, onBusyChange, send } = useCheckedForm(() => EMPTY_CATEGORY_FORM, validateCategory);
  const create = useCreateCategory();

  const submit = (event: FormEvent) =>
    send(event, (checked) =>
      create.mutate(categoryCreateRequest(checked), {
        onSuccess: (category) => {
          setValues(EMPTY_CATEGORY_FORM);
          toast.success(`Category "${category.name}" added`);
        },
        onError: (e) => setError(withReason(MSG.categoryAddFailed, e)),
      }),
    );

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

export function EditCategoryForm({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  const { values, setValues, error, setError, uploading, onBusyChange, send } = useCheckedForm(
    () => categoryToForm(category),
    validateCategory,
  );
  const update = useUpdateCategory();
  const { firstRef: nameRef, formRef } = useInlineEdit<HTMLInputElement>(onDone);

  const submit = (event: FormEvent) =>
    send(event, (checked) =>
      update.mutate(
        { id: category._id, body: categoryUpdateRequest(checked) },
        {
          onSuccess: (saved) => {
            toast.success(`Category "${saved.name}" saved`);
            onDone();
          },
          onError: (e) => setError(withReason(MSG.categoryUpdateFailed, e)),
        },
      ),
    );

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

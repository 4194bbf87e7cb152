// The product form's inline 'Add new category' box: creates a category by name and selects it.
import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { toast } from '@/lib/toast';
import { useCreateCategory } from '../api/create-category';
import type { AdminCategory } from '../lib/category-form';
import { MSG } from '../lib/messages';
import { ErrorNote } from './admin-ui';

export function NewCategoryBox({ onCreated }: { onCreated: (category: AdminCategory) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCategory();

  const add = () => {
    if (!name.trim()) {
      setError(MSG.categoryNameRequired);
      return;
    }
    setError(null);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (category) => {
          setName('');
          onCreated(category);
          toast.success(`Category "${category.name}" added`);
        },
        onError: () => setError(MSG.inlineCategoryAddFailed),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the category instead of submitting the product form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="mt-3 rounded-xl border border-dashed border-stone-300 p-3 dark:border-stone-700">
      <label htmlFor={`${id}-new-category`} className="mb-1 block text-xs font-semibold text-stone-700 dark:text-stone-300">
        Add new category
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-new-category`}
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="New category name"
          className="field"
          autoComplete="off"
          maxLength={100}
        />
        <button type="button" onClick={add} disabled={create.isPending} className="btn btn-outline shrink-0 px-4">
          <Plus aria-hidden="true" className="size-4" />
          {create.isPending ? 'Adding...' : 'Add'}
        </button>
      </div>
      {error && <ErrorNote className="mt-2">{error}</ErrorNote>}
    </div>
  );
}

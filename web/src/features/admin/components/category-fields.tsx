// The fields of the category create form and the inline edit.
import type { Ref } from 'react';
import { CheckboxField, SelectField, TextField } from '@/components/ui/text-field';
import { CATEGORY_BACKGROUNDS } from '@/lib/constants';
import { CATEGORY_LAYOUTS, isBackground, type CategoryFormValues } from '../lib/category-form';
import { slugPreview } from '../lib/slug';
import { PictureField } from './picture-field';

interface CategoryFieldsProps {
  values: CategoryFormValues;
  onChange: (values: CategoryFormValues) => void;
  /** The create form also chooses the product-page layout. */
  withLayout?: boolean;
  nameRef?: Ref<HTMLInputElement>;
  /** Told when a picture upload starts and ends. */
  onUploadingChange?: (busy: boolean) => void;
}

// The -50 backgrounds are too pale to tell apart in a small dot: the swatch shows the hue, bordered
// by the real background colour.
const SWATCHES: Record<string, string> = {
  'yellow-50': 'bg-yellow-300 ring-yellow-50',
  'orange-50': 'bg-orange-300 ring-orange-50',
  'amber-50': 'bg-amber-300 ring-amber-50',
  'pink-50': 'bg-pink-300 ring-pink-50',
  'green-50': 'bg-green-300 ring-green-50',
  'purple-50': 'bg-purple-300 ring-purple-50',
};

export function BackgroundSwatch({ bg }: { bg: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-4 shrink-0 rounded-full ring-3 outline outline-stone-300 dark:outline-stone-600 ${SWATCHES[bg] ?? 'bg-stone-200 ring-stone-50'}`}
    />
  );
}

export function CategoryFields({ values, onChange, withLayout = false, nameRef, onUploadingChange }: CategoryFieldsProps) {
  const set = <K extends keyof CategoryFormValues>(key: K, value: CategoryFormValues[K]) => onChange({ ...values, [key]: value });
  const preview = slugPreview(values.slug, values.name);

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField
        dense
        label="Name"
        ref={nameRef}
        type="text"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        autoComplete="off"
        maxLength={100}
      />
      <TextField
        dense
        label="Slug"
        type="text"
        value={values.slug}
        onChange={(e) => set('slug', e.target.value)}
        autoComplete="off"
        placeholder="made from the name"
        controlClassName="font-mono"
        hint={
          <>
            Address: <span className="font-mono font-semibold text-stone-800 dark:text-stone-200">/c/{preview || '…'}</span>
          </>
        }
      />
      <PictureField
        label="Image URL"
        pictureName="category image"
        value={values.image}
        onChange={(url) => set('image', url)}
        placeholder="/images/categories/… or https://…"
        previewClassName="size-10"
        previewSizes="40px"
        onBusyChange={onUploadingChange}
      />
      <SelectField
        dense
        label="Background"
        value={values.bg}
        onChange={(e) => {
          if (isBackground(e.target.value)) set('bg', e.target.value);
        }}
        beside={<BackgroundSwatch bg={values.bg} />}
      >
        {CATEGORY_BACKGROUNDS.map((bg) => (
          <option key={bg} value={bg}>
            {bg}
          </option>
        ))}
      </SelectField>
      <TextField
        dense
        label="Sort Order"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={values.sortOrder}
        onChange={(e) => set('sortOrder', e.target.value)}
        placeholder={withLayout ? 'Next in line' : 'Unchanged'}
      />
      {withLayout && (
        <SelectField
          dense
          label="Layout"
          value={values.layout}
          onChange={(e) => set('layout', e.target.value === 'giftBox' ? 'giftBox' : 'standard')}
        >
          {CATEGORY_LAYOUTS.map((layout) => (
            <option key={layout.value} value={layout.value}>
              {layout.label}
            </option>
          ))}
        </SelectField>
      )}
      <div className="flex items-end">
        <CheckboxField label="Active" className="py-2" checked={values.active} onChange={(e) => set('active', e.target.checked)} />
      </div>
    </div>
  );
}

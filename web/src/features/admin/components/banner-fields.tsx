// The fields of the banner create form and the inline edit.
import { useId, type Ref } from 'react';
import { CheckboxField, SelectField, TextField } from '@/components/ui/text-field';
import type { AdminCategory } from '../lib/category-form';
import type { BannerFormValues } from '../lib/banner-form';
import { hintClass, OptionalMark } from './admin-ui';
import { PictureField } from './picture-field';

interface BannerFieldsProps {
  values: BannerFormValues;
  onChange: (values: BannerFormValues) => void;
  categories: AdminCategory[];
  firstRef?: Ref<HTMLInputElement>;
  sortPlaceholder: string;
  /** Told when a picture upload starts and ends. */
  onUploadingChange?: (busy: boolean) => void;
}

export function BannerFields({ values, onChange, categories, firstRef, sortPlaceholder, onUploadingChange }: BannerFieldsProps) {
  const id = useId();
  const set = <K extends keyof BannerFormValues>(key: K, value: BannerFormValues[K]) => onChange({ ...values, [key]: value });

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        dense
        className="sm:col-span-2"
        label="Title"
        ref={firstRef}
        type="text"
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        autoComplete="off"
        maxLength={200}
      />
      <TextField
        dense
        className="sm:col-span-2"
        label="Label (CTA)"
        type="text"
        value={values.label}
        onChange={(e) => set('label', e.target.value)}
        placeholder="e.g. Shop now"
        autoComplete="off"
        maxLength={100}
      />
      <div className="sm:col-span-2">
        <PictureField
          label="Image URL"
          labelContent={
            <>
              Image URL <span className="text-red-700 dark:text-red-400">*</span>
            </>
          }
          pictureName="banner image"
          value={values.img}
          onChange={(url) => set('img', url)}
          required
          placeholder="/images/banners/… or https://…"
          previewClassName="h-10 w-20"
          previewSizes="80px"
          onBusyChange={onUploadingChange}
        />
      </div>
      <TextField
        dense
        className="sm:col-span-2"
        label="Link"
        type="text"
        inputMode="url"
        value={values.link}
        onChange={(e) => set('link', e.target.value)}
        placeholder="/category/… or https://…"
        autoComplete="off"
        hint="An internal path (starting with /) or an external address."
      />
      <SelectField
        dense
        label="Category"
        labelExtra={<OptionalMark />}
        value={values.categoryId}
        onChange={(e) => set('categoryId', e.target.value)}
      >
          <option value="">No category</option>
          {categories.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
          {values.categoryId && !categories.some((c) => c._id === values.categoryId) && (
            <option value={values.categoryId}>Current category</option>
          )}
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
        placeholder={sortPlaceholder}
      />
      <TextField
        dense
        label="Start At"
        type="datetime-local"
        value={values.startAt}
        onChange={(e) => set('startAt', e.target.value)}
        aria-describedby={`${id}-window-hint`}
      />
      <TextField
        dense
        label="End At"
        type="datetime-local"
        value={values.endAt}
        onChange={(e) => set('endAt', e.target.value)}
        aria-describedby={`${id}-window-hint`}
      />
      <p id={`${id}-window-hint`} className={`${hintClass} sm:col-span-2 lg:col-span-3 lg:mt-0`}>
        Shop time (IST). Leave Start At or End At empty for no limit.
      </p>
      <div className="flex items-center lg:justify-end">
        <CheckboxField label="Active" checked={values.active} onChange={(e) => set('active', e.target.checked)} />
      </div>
    </div>
  );
}

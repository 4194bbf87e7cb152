// The product form's Details section: name, description, price, category (with the inline add),
// weight, origin, stock and tax.
import { useId } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field';
import type { AdminCategory } from '../lib/category-form';
import type { ProductFormValues } from '../lib/product-form';
import { OptionalMark } from './admin-ui';
import { NewCategoryBox } from './new-category-box';
import { StockFields, type StockFacts } from './stock-fields';
import { TaxFields } from './tax-fields';

interface ProductDetailsFieldsProps {
  values: ProductFormValues;
  set: <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
  /** The categories to choose from, with any added inline. */
  options: AdminCategory[];
  onCategoryAdded: (category: AdminCategory) => void;
  facts?: StockFacts;
}

export function ProductDetailsFields({ values, set, options, onCategoryAdded, facts }: ProductDetailsFieldsProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-details`} className="card space-y-4 p-5 sm:p-6">
      <h2 id={`${id}-details`} className="font-display text-lg font-bold">
        Details
      </h2>
      <TextField
        dense
        label="Product Name"
        type="text"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        autoComplete="off"
        aria-required="true"
        maxLength={150}
      />
      <TextAreaField
        dense
        label="Description"
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        rows={5}
        controlClassName="resize-y"
        maxLength={5000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          dense
          label="Price (INR)"
          leading="₹"
          controlClassName="pl-7"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          aria-required="true"
        />
        <SelectField
          dense
          label="Category"
          value={values.categoryId}
          onChange={(e) => set('categoryId', e.target.value)}
          aria-required="true"
        >
          <option value="">Select a category</option>
          {options.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
              {c.active === false ? ' (inactive)' : ''}
            </option>
          ))}
        </SelectField>
      </div>
      <NewCategoryBox
        onCreated={(category) => {
          onCategoryAdded(category);
          set('categoryId', category._id);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          dense
          label="Weight"
          labelExtra={<OptionalMark />}
          type="text"
          value={values.weight}
          onChange={(e) => set('weight', e.target.value)}
          placeholder="e.g. 1 kg"
          maxLength={100}
        />
        <TextField
          dense
          label="Origin"
          labelExtra={<OptionalMark />}
          type="text"
          value={values.origin}
          onChange={(e) => set('origin', e.target.value)}
          placeholder="e.g. Ratnagiri, Maharashtra"
          maxLength={100}
        />
      </div>
      <StockFields
        stock={values.stock}
        active={values.active}
        onStock={(stock) => set('stock', stock)}
        onActive={(active) => set('active', active)}
        facts={facts}
        categoryActive={options.find((c) => c._id === values.categoryId)?.active !== false}
      />
      <TaxFields hsnCode={values.hsnCode} gstRate={values.gstRate} onHsn={(v) => set('hsnCode', v)} onRate={(v) => set('gstRate', v)} />
    </section>
  );
}

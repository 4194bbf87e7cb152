// The product form's Details section: name, description, price, category (with the inline add),
// weight, origin, stock and tax. A product sold in several variants has its prices and counts in
// the variants list instead (issue 20); "Add pack sizes" opens that list. The simple form has the
// net quantity beside the price, and the MRP too for a pre-packed product (issue 28).
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field';
import type { AdminCategory } from '../lib/category-form';
import { firstVariant, simpleMrpShown, type ProductFormValues } from '../lib/product-form';
import { MAX_PRICE, variantField, type VariantField } from '../lib/variant-form';
import { OptionalMark } from './admin-ui';
import { NetQuantityField } from './net-quantity-field';
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
  /** Edits the simple form's one variant. */
  setVariant: (index: number, field: VariantField, value: string) => void;
  /** Turns the simple price and stock into the variants list. */
  onAddVariants: () => void;
  /** Field errors keyed as the server keys them ("variants.0.price"). */
  errors: Record<string, string>;
}

export function ProductDetailsFields({ values, set, options, onCategoryAdded, facts, setVariant, onAddVariants, errors }: ProductDetailsFieldsProps) {
  const id = useId();
  const simple = !values.variantList;
  const first = firstVariant(values);
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
        {simple && (
          <div>
            <TextField
              dense
              label="Price (INR)"
              leading="₹"
              controlClassName="pl-7"
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              value={first.price}
              onChange={(e) => setVariant(0, 'price', e.target.value)}
              aria-required="true"
              error={errors[variantField(0, 'price')]}
            />
            <button
              type="button"
              onClick={onAddVariants}
              className="mt-2 inline-flex items-center gap-1 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
            >
              <Plus aria-hidden="true" className="size-4" />
              Add pack sizes
            </button>
          </div>
        )}
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
      {simple && (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <NetQuantityField
            amount={first.netQuantity}
            unit={first.netUnit}
            onAmount={(amount) => setVariant(0, 'netQuantity', amount)}
            onUnit={(unit) => setVariant(0, 'netUnit', unit)}
            error={errors[variantField(0, 'netQuantity')] ?? errors.netQuantity}
            hint="As the pack declares it; customers see the unit price."
          />
          {simpleMrpShown(values) && (
            <TextField
              dense
              label="MRP (INR)"
              leading="₹"
              controlClassName="pl-7"
              type="number"
              inputMode="decimal"
              min={0.01}
              max={MAX_PRICE}
              step={0.01}
              value={first.mrp}
              onChange={(e) => setVariant(0, 'mrp', e.target.value)}
              error={errors[variantField(0, 'mrp')]}
              hint="Inclusive of all taxes; shown struck through beside the price."
            />
          )}
        </div>
      )}
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
          error={errors.origin}
        />
      </div>
      <StockFields
        stock={simple ? first.stock : undefined}
        active={values.active}
        onStock={(stock) => setVariant(0, 'stock', stock)}
        stockError={errors[variantField(0, 'stock')]}
        onActive={(active) => set('active', active)}
        facts={facts}
        categoryActive={options.find((c) => c._id === values.categoryId)?.active !== false}
      />
      <TaxFields hsnCode={values.hsnCode} gstRate={values.gstRate} onHsn={(v) => set('hsnCode', v)} onRate={(v) => set('gstRate', v)} />
    </section>
  );
}

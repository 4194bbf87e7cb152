// The promotion form (issue 21): a coupon code or an automatic offer; what it gives (a percentage
// with an optional cap, an amount, or free delivery); its conditions, validity (IST), limits and
// what it applies to. Checked here first, then by the server, whose answers show under each field
// (a taken code under the code). Saved, it goes back to the list with a toast.
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { CheckboxField, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { revealAndFocus } from '@/lib/focus-field';
import { toast } from '@/lib/toast';
import { SAVE_FAILED, useSavePromotion } from '../api/admin-promotions';
import type { PromotionErrors, PromotionField, PromotionKind, PromotionScope } from '../admin-types';
import {
  firstErrorField,
  formToInput,
  knownFieldErrors,
  type PromotionFormValues,
  type PromotionType,
} from '../lib/admin-promotion-form';
import { promotionName } from '../lib/admin-promotion-text';
import { CategoryPicker, ProductPicker } from './admin-target-picker';

const TYPES: { value: PromotionType; label: string; hint: string }[] = [
  { value: 'coupon', label: 'Coupon code', hint: 'Customers type the code at checkout.' },
  { value: 'automatic', label: 'Automatic offer', hint: 'Applies by itself to every cart that qualifies.' },
];
const KINDS: { value: PromotionKind; label: string }[] = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Amount off' },
  { value: 'freeDelivery', label: 'Free delivery' },
];
const SCOPES: { value: PromotionScope; label: string }[] = [
  { value: 'all', label: 'Whole shop' },
  { value: 'categories', label: 'Chosen categories' },
  { value: 'products', label: 'Chosen products' },
];

const optional = <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `promotion-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-stone-200 pt-5 first:border-t-0 first:pt-0 dark:border-stone-800">
      <h2 id={headingId} className="font-display text-lg font-bold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A row of radio choices, a group named by `label`. */
function Choices<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-2 sm:flex sm:flex-wrap">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`flex min-h-11 cursor-pointer items-start gap-2.5 rounded-xl border px-3.5 py-2.5 text-sm sm:min-w-44 ${
            value === option.value
              ? 'border-emerald-600 bg-emerald-50 ring-1 ring-emerald-600 dark:border-emerald-500 dark:bg-emerald-950/40 dark:ring-emerald-500'
              : 'border-stone-300 bg-white hover:border-stone-400 dark:border-stone-600 dark:bg-stone-900'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 shrink-0 accent-emerald-700 dark:accent-emerald-500"
          />
          <span>
            <span className="block font-semibold text-stone-900 dark:text-stone-100">{option.label}</span>
            {option.hint && <span className="block text-xs text-stone-600 dark:text-stone-400">{option.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function AdminPromotionForm({ promotionId, initial }: { promotionId?: string; initial: PromotionFormValues }) {
  const id = useId().replace(/:/g, '');
  const navigate = useNavigate();
  const save = useSavePromotion();
  const [values, setValues] = useState<PromotionFormValues>(initial);
  const [errors, setErrors] = useState<PromotionErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const editing = promotionId !== undefined;

  const fieldId = (field: PromotionField) => `${id}-${field}`;
  const focusFirst = (found: PromotionErrors) => {
    const first = firstErrorField(found);
    if (first) revealAndFocus(document.getElementById(fieldId(first)));
  };
  /** Changes values; a changed field's error goes. */
  const set = (change: Partial<PromotionFormValues>, ...fields: PromotionField[]) => {
    setValues((current) => ({ ...current, ...change }));
    if (fields.length > 0) {
      setErrors((current) => {
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = formToInput(values);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    const input = checked.input;
    save.mutate(
      { id: promotionId, input },
      {
        onSuccess: (saved) => {
          toast.success(`Promotion ${promotionName(saved)} ${editing ? 'saved' : 'created'}.`);
          void navigate('/admin/promotions');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            const taken = { code: error.message || 'This code is already used by another promotion.' };
            setErrors(taken);
            focusFirst(taken);
            return;
          }
          const fields = knownFieldErrors(error instanceof ApiError ? error.errors : undefined);
          if (Object.keys(fields).length > 0) {
            setErrors(fields);
            focusFirst(fields);
          } else {
            setFormError(error.message || SAVE_FAILED);
          }
        },
      },
    );
  };

  const money = { inputMode: 'decimal' as const, leading: '₹', controlClassName: 'pl-7', autoComplete: 'off' };
  const count = { inputMode: 'numeric' as const, autoComplete: 'off' };

  return (
    <form noValidate onSubmit={submit} aria-label={editing ? 'Edit promotion' : 'New promotion'} className="card max-w-3xl space-y-6 p-5 sm:p-8">
      <Section title="Promotion">
        <Choices
          label="Type"
          name="type"
          options={TYPES}
          value={values.type}
          onChange={(type) => set({ type }, 'code')}
        />
        {values.type === 'coupon' && (
          <TextField
            id={fieldId('code')}
            label="Code"
            required
            value={values.code}
            onChange={(event) => set({ code: event.target.value.toUpperCase() }, 'code')}
            error={errors.code}
            hint="3 to 20 letters, digits, - or _. Customers can type it in small or capital letters."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            controlClassName="font-mono tracking-wide uppercase sm:max-w-xs"
          />
        )}
        <TextField
          id={fieldId('title')}
          label="Title"
          required
          value={values.title}
          onChange={(event) => set({ title: event.target.value }, 'title')}
          error={errors.title}
          placeholder="10% off hampers above ₹2,999"
          hint="Customers see it in the cart and on their order; an automatic offer also shows it on the products it applies to."
        />
      </Section>

      <Section title="Discount">
        <Choices
          label="Discount"
          name="kind"
          options={KINDS}
          value={values.kind}
          onChange={(kind) => set({ kind }, 'percent', 'maxDiscount', 'amount')}
        />
        {values.kind === 'percent' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={fieldId('percent')}
              label="Percentage"
              required
              value={values.percent}
              onChange={(event) => set({ percent: event.target.value }, 'percent')}
              error={errors.percent}
              trailing={<span aria-hidden="true" className="pr-3 text-sm font-semibold text-stone-500">%</span>}
              hint="A whole number from 1 to 100."
              {...count}
            />
            <TextField
              id={fieldId('maxDiscount')}
              label="Up to"
              labelExtra={optional}
              value={values.maxDiscount}
              onChange={(event) => set({ maxDiscount: event.target.value }, 'maxDiscount')}
              error={errors.maxDiscount}
              hint="The most it takes off one order, in rupees. Empty: no cap."
              {...money}
            />
          </div>
        )}
        {values.kind === 'fixed' && (
          <TextField
            id={fieldId('amount')}
            label="Amount"
            required
            value={values.amount}
            onChange={(event) => set({ amount: event.target.value }, 'amount')}
            error={errors.amount}
            hint="In rupees, taken off the products it applies to (never more than they cost)."
            className="sm:max-w-xs"
            {...money}
          />
        )}
        {values.kind === 'freeDelivery' && (
          <p className="text-sm text-stone-600 dark:text-stone-400">The order is delivered without a delivery fee.</p>
        )}
      </Section>

      <Section title="Conditions">
        <TextField
          id={fieldId('minSubtotal')}
          label="Minimum cart value"
          labelExtra={optional}
          value={values.minSubtotal}
          onChange={(event) => set({ minSubtotal: event.target.value }, 'minSubtotal')}
          error={errors.minSubtotal}
          hint="Counts only the products it applies to. Empty: no minimum."
          className="sm:max-w-xs"
          {...money}
        />
        <div>
          <CheckboxField
            label="First order only"
            hint="Only customers who have not ordered before can use it."
            checked={values.firstOrderOnly}
            onChange={(event) => set({ firstOrderOnly: event.target.checked })}
          />
        </div>
      </Section>

      <Section title="Valid (IST)">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId('startsAt')}
            type="datetime-local"
            label="Valid from"
            labelExtra={optional}
            value={values.startsAt}
            onChange={(event) => set({ startsAt: event.target.value }, 'startsAt', 'endsAt')}
            error={errors.startsAt}
            hint="India time. Empty: from when it is saved."
          />
          <TextField
            id={fieldId('endsAt')}
            type="datetime-local"
            label="Valid until"
            labelExtra={optional}
            value={values.endsAt}
            onChange={(event) => set({ endsAt: event.target.value }, 'endsAt')}
            error={errors.endsAt}
            hint="India time. Empty: until you deactivate it."
          />
        </div>
      </Section>

      <Section title="Limits">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId('maxUses')}
            label="Total uses"
            labelExtra={optional}
            value={values.maxUses}
            onChange={(event) => set({ maxUses: event.target.value }, 'maxUses')}
            error={errors.maxUses}
            hint="Orders that can carry it in all. Empty: no limit."
            {...count}
          />
          <TextField
            id={fieldId('maxUsesPerCustomer')}
            label="Uses per customer"
            labelExtra={optional}
            value={values.maxUsesPerCustomer}
            onChange={(event) => set({ maxUsesPerCustomer: event.target.value }, 'maxUsesPerCustomer')}
            error={errors.maxUsesPerCustomer}
            hint="Empty: no limit."
            {...count}
          />
        </div>
      </Section>

      <Section title="Applies to">
        <Choices
          label="Applies to"
          name="scope"
          options={SCOPES}
          value={values.scope}
          onChange={(scope) => set({ scope, targets: scope === values.scope ? values.targets : [] }, 'targets')}
        />
        {values.scope === 'categories' && (
          <CategoryPicker id={fieldId('targets')} chosen={values.targets} onChange={(targets) => set({ targets }, 'targets')} error={errors.targets} />
        )}
        {values.scope === 'products' && (
          <ProductPicker id={fieldId('targets')} chosen={values.targets} onChange={(targets) => set({ targets }, 'targets')} error={errors.targets} />
        )}
      </Section>

      <Section title="Status">
        <div>
          <CheckboxField
            label="Active"
            hint="Untick to pause it: customers cannot use it until it is active again, whatever its dates."
            checked={values.active}
            onChange={(event) => set({ active: event.target.checked })}
          />
        </div>
      </Section>

      {formError && (
        <Notice tone="error" className="scroll-mt-24">
          {formError}
        </Notice>
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end dark:border-stone-800">
        <Link to="/admin/promotions" className="btn btn-outline min-h-11">
          Cancel
        </Link>
        <button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined} className="btn btn-primary min-h-11">
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Create promotion'}
        </button>
      </div>
    </form>
  );
}

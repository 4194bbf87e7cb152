// A labelled form input with an optional hint and error. The error is tied to the input with
// aria-invalid and aria-describedby, so screen readers read it with the field.
import { CircleAlert } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra content inside the input's right edge (e.g. a show-password button). */
  trailing?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The id of the error text of the field with id `id` (for focusing or describing). */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export function TextField({ label, error, hint, trailing, className = '', id, required, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = fieldErrorId(inputId);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline gap-0.5 text-sm font-semibold">
        <label htmlFor={inputId} className="text-stone-800 dark:text-stone-200">
          {label}
        </label>
        {/* Outside the label, so the field's name is exactly `label`; `required` tells assistive tech. */}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </div>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`field py-2.5 ${trailing ? 'pr-12' : ''} ${
            error ? 'border-red-600 bg-red-50/40 dark:border-red-500 dark:bg-red-950/20' : ''
          }`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

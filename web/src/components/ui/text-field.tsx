// Labelled form controls with an optional hint and error: TextField (any input type, numbers and
// dates included), SelectField and TextAreaField share one label, hint and error layout. The error
// is tied to the control with aria-invalid and aria-describedby, so screen readers read it with
// the field.
import { CircleAlert, Search } from 'lucide-react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps {
  label: string;
  /** Shown inside the label after `label`, e.g. "(optional)"; it becomes part of the field's name. */
  labelExtra?: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** The admin's denser controls. */
  dense?: boolean;
  /** Extra classes of the control itself (e.g. "font-mono"). */
  controlClassName?: string;
}

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** Extra content inside the input's right edge (e.g. a show-password button). */
  trailing?: ReactNode;
  /** A decorative prefix inside the input's left edge (e.g. "₹"); pad the control to fit it. */
  leading?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  ref?: Ref<HTMLSelectElement>;
  /** Shown beside the select (e.g. a colour swatch of the chosen value). */
  beside?: ReactNode;
}

export interface TextAreaFieldProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** The id of the error text of the field with id `id` (for focusing or describing). */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

interface Wiring {
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
  controlClass: string;
}

function useWiring(id: string | undefined, { error, hint, dense }: FieldProps): Wiring {
  const autoId = useId();
  const controlId = id ?? autoId;
  const describedBy = [error ? fieldErrorId(controlId) : null, hint ? `${controlId}-hint` : null].filter(Boolean).join(' ');
  return {
    id: controlId,
    describedBy: describedBy || undefined,
    invalid: error ? true : undefined,
    controlClass: `field ${dense ? '' : 'py-2.5'} ${error ? 'border-red-600 bg-red-50/40 dark:border-red-500 dark:bg-red-950/20' : ''}`,
  };
}

function FieldFrame({
  id,
  label,
  labelExtra,
  required,
  error,
  hint,
  className = '',
  dense,
  children,
}: FieldProps & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      <div className={`${dense ? 'mb-1' : 'mb-1.5'} flex items-baseline gap-0.5 text-sm font-semibold`}>
        <label htmlFor={id} className="text-stone-800 dark:text-stone-200">
          {label}
          {labelExtra && <> {labelExtra}</>}
        </label>
        {/* Outside the label, so the field's name is exactly `label`; `required` tells assistive tech. */}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <div id={`${id}-hint`} className={`${dense ? 'mt-1' : 'mt-1.5'} text-xs text-stone-600 dark:text-stone-400`}>
          {hint}
        </div>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField(props: TextFieldProps) {
  const { label, labelExtra, error, hint, trailing, leading, className, dense, controlClassName = '', id, required, ref, ...input } = props;
  const wiring = useWiring(id, { label, error, hint, dense });
  return (
    <FieldFrame {...{ id: wiring.id, label, labelExtra, required, error, hint, className, dense }}>
      <div className="relative">
        {leading && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-semibold text-stone-500">
            {leading}
          </span>
        )}
        <input
          ref={ref}
          id={wiring.id}
          required={required}
          aria-invalid={wiring.invalid}
          aria-describedby={wiring.describedBy}
          className={`${wiring.controlClass} ${trailing ? 'pr-12' : ''} ${controlClassName}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}

export function SelectField(props: SelectFieldProps) {
  const { label, labelExtra, error, hint, className, dense, id, required, ref, children, beside, ...select } = props;
  const wiring = useWiring(id, { label, error, hint, dense });
  const control = (
    <select
        ref={ref}
        id={wiring.id}
        required={required}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        className={wiring.controlClass}
        {...select}
      >
        {children}
      </select>
  );
  return (
    <FieldFrame {...{ id: wiring.id, label, labelExtra, required, error, hint, className, dense }}>
      {beside ? (
        <div className="flex items-center gap-2">
          {control}
          {beside}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  labelExtra,
  error,
  hint,
  className,
  dense,
  id,
  required,
  ref,
  controlClassName = '',
  ...textarea
}: TextAreaFieldProps) {
  const wiring = useWiring(id, { label, error, hint, dense });
  return (
    <FieldFrame {...{ id: wiring.id, label, labelExtra, required, error, hint, className, dense }}>
      <textarea
        ref={ref}
        id={wiring.id}
        required={required}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        className={`${wiring.controlClass} ${controlClassName}`}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A search box with its magnifier (the admin's list filters). */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'leading'>) {
  return (
    <TextField
      type="search"
      autoComplete="off"
      {...props}
      leading={<Search className="size-4" />}
      controlClassName={`pl-9 ${props.controlClassName ?? ''}`}
    />
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Classes of the label (the box and its text). */
  className?: string;
}

/** A checkbox inside its label, with an optional hint read with it. */
export function CheckboxField({ label, hint, className = '', id, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const hintId = `${id ?? autoId}-hint`;
  return (
    <>
      <label className={`inline-flex items-center gap-2 text-sm font-semibold text-stone-800 dark:text-stone-200 ${className}`}>
        <input
          type="checkbox"
          id={id}
          aria-describedby={hint ? hintId : undefined}
          className="size-4 rounded border-stone-400 accent-emerald-700 dark:accent-emerald-500"
          {...input}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
    </>
  );
}

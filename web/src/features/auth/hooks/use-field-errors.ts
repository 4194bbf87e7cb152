import { useCallback, useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../lib/validation';

/**
 * Field errors of a form: `check` runs a validation, shows its errors and moves focus to the first
 * invalid field (in the form's order); `clear` drops a field's error when it is edited.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const check = useCallback((event: FormEvent<HTMLFormElement>, found: FieldErrors<K>): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    const form = event.currentTarget;
    const first = [...form.elements].find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.name !== '' && element.name in found,
    );
    first?.focus();
    return false;
  }, []);

  const clear = useCallback((field: K) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { errors, check, clear };
}

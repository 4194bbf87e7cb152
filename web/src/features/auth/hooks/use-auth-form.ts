import { useState, type ChangeEvent } from 'react';
import { useFieldErrors } from './use-field-errors';

/**
 * The values and field errors of a sign-in screen's form. `field(name)` gives a field its name,
 * value, change handler (which drops the field's error) and error.
 */
export function useAuthForm<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const { errors, check, clear } = useFieldErrors<K>();

  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
    error: errors[name],
  });

  return { values, errors, check, field };
}

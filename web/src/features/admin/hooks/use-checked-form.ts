// The admin's create and edit forms: their values and error message, and a submit that waits for
// picture uploads and sends only values that pass the form's check.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useEscape } from './use-escape';
import { useUploadsInProgress } from './use-uploads';

export function useCheckedForm<V>(initial: () => V, check: (values: V) => string | null) {
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<string | null>(null);
  const { uploading, onBusyChange } = useUploadsInProgress();
  /** Calls `save` with the values when they pass the check; else shows why not. */
  const send = (event: FormEvent, save: (values: V) => void) => {
    event.preventDefault();
    if (uploading) return;
    const invalid = check(values);
    setError(invalid);
    if (!invalid) save(values);
  };
  return { values, setValues, error, setError, uploading, onBusyChange, send };
}

/** An inline edit form: its first field takes focus when it opens, and Escape closes it. */
export function useInlineEdit<F extends HTMLElement>(onDone: () => void) {
  const firstRef = useRef<F>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEscape(formRef, onDone);
  useEffect(() => firstRef.current?.focus(), []);
  return { firstRef, formRef };
}

import { useEffect, useRef } from 'react';

/** A list row's Edit button, focused again when the row's inline edit closes. */
export function useFocusAfterEdit(editing: boolean) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return editButton;
}

// A modal dialog on the native <dialog>: the browser makes the page behind it inert (focus stays
// inside), closes it on Escape and gives focus back to the opener when it closes.
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
}

export function Dialog({ open, onClose, title, hideTitle = false, children, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    // The backdrop is the <dialog> itself (its content fills it), so a click on it closes;
    // keyboard users close with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[min(100%-2rem,56rem)] max-h-[calc(100dvh-2rem)] overflow-visible rounded-3xl bg-transparent p-0 text-stone-900 open:animate-fade-in dark:text-stone-100 ${className}`}
    >
      {open && (
        <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl sm:p-7 dark:bg-stone-900">
          <div className={hideTitle ? 'absolute top-3 right-3 z-10' : 'mb-4 flex items-start justify-between gap-4'}>
            <h2 id={titleId} className={hideTitle ? 'sr-only' : 'font-display text-xl font-bold'}>
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="ml-auto rounded-full bg-white/90 p-2 text-stone-600 shadow-sm hover:bg-stone-100 hover:text-stone-900 dark:bg-stone-800/90 dark:text-stone-300 dark:hover:bg-stone-700"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

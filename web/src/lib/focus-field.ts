// Brings a form's first wrong field into view and puts the cursor in it (issue 26): scrolled to the
// middle of the screen, so neither the header nor a phone's bar fixed to the bottom covers it.
export function revealAndFocus(element: HTMLElement | null | undefined): void {
  if (!element) return;
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom has no scrollIntoView.
  element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

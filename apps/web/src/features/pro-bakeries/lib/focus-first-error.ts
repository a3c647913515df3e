/**
 * Focuses the first refused control of a form, in the order the page shows them, and brings it to
 * the middle of the screen (not under the sticky header, and not 700 px above the submit button).
 * Controls are marked with aria-invalid by TextField, the hours editor and the file fields.
 */
export function focusFirstError(form: HTMLElement | null): boolean {
  const control = form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
  if (!control) return false;
  control.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  if (typeof control.scrollIntoView === 'function') control.scrollIntoView({ block: 'center', behavior: 'instant' });
  return true;
}

import { joinFieldErrors, type TFieldErrors } from '@fournil/shared';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { isApiError } from './api-client';

export type TServerFieldError = { type: 'server'; message: string };

/** `horaires_ouvertures.lundi.fermeture_matin` belongs to the form field `horaires_ouvertures`. */
function knownFieldOf<F extends string>(key: string, knownFields: readonly F[]): F | undefined {
  return knownFields.find((field) => key === field || key.startsWith(`${field}.`));
}

/**
 * Gives focus to the first field of `root` marked invalid (`aria-invalid="true"`, in page order) and
 * scrolls it to the middle of the screen, so a sticky header or the bottom bar never hides it (the
 * TextFields, the bakery's hours editor and its file fields all mark themselves so).
 * Returns whether a field was found. Call it once the errors are rendered (after the re-render that
 * follows `setError`), e.g. from an effect or a `requestAnimationFrame`.
 */
export function focusFirstError(root: ParentNode | null | undefined): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
  if (!target) return false;
  target.focus({ preventScroll: true });
  // jsdom has no scrollIntoView. Instant: a smooth scroll may be cut short by the next render.
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center', behavior: 'instant' });
  return true;
}

/** Focuses the first invalid field of `root` once the browser has drawn the errors just set. */
export function focusFirstErrorSoon(root: () => ParentNode | null | undefined): void {
  const run = () => focusFirstError(root());
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 0);
}

/**
 * Places a server error on a form (the body itself is read once, by ApiError).
 * Messages of fields the form shows go on those fields through `setError`, the first of them in
 * `knownFields` order (the order of the screen) with `shouldFocus`; the return value is the message
 * to show at the form level: the `detail`, else the messages of fields the form does not show, in
 * French (joinFieldErrors: the field's French name, never its key), else `fallback` (a 5xx), or
 * `whenAllPlaced` when every message went next to its field (default: `fallback`; '' says nothing
 * more). A request that never reached the server keeps its network message.
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  setError: (field: F, error: TServerFieldError, options?: { shouldFocus: boolean }) => void,
  knownFields: readonly F[],
  fallback: string,
  whenAllPlaced: string = fallback,
): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return error.message;
  if (error.status >= 500) return fallback;
  if (error.detail) return error.detail;

  const placed = new Map<F, string[]>();
  const unplaced: TFieldErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = knownFieldOf(key, knownFields);
    if (field) placed.set(field, [...(placed.get(field) ?? []), ...messages]);
    else unplaced[key] = messages;
  }
  let isFirst = true;
  for (const field of knownFields) {
    const messages = placed.get(field);
    if (!messages) continue;
    setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: isFirst });
    isFirst = false;
  }
  return joinFieldErrors(unplaced) || (placed.size > 0 ? whenAllPlaced : fallback);
}

export type TSetServerFieldError<F extends string> = (field: F, error: TServerFieldError, options: { shouldFocus: boolean }) => void;

/**
 * The server errors of a form's save, wired once: each new `error` (the save mutation's) is placed
 * by `applyServerErrors` (field messages through react-hook-form's `setError`, the first refused
 * field, in `fields` order, focused) and its form-level message kept (`whenAllPlaced` when every message
 * went next to its field; '' says nothing more). The form clears the message when it sends again
 * (`setFormError(null)`).
 */
export function useServerErrors<F extends string>(
  error: unknown,
  setError: TSetServerFieldError<F>,
  fields: readonly F[],
  fallback: string,
  whenAllPlaced: string = fallback,
): [string | null, Dispatch<SetStateAction<string | null>>] {
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!error) return;
    const place = (field: F, fieldError: TServerFieldError, options?: { shouldFocus: boolean }) =>
      setError(field, fieldError, { shouldFocus: options?.shouldFocus ?? false });
    setFormError(applyServerErrors(error, place, fields, fallback, whenAllPlaced) || null);
  }, [error, setError, fields, fallback, whenAllPlaced]);

  return [formError, setFormError];
}

/**
 * Whether a failed submit used up its captcha, so a new one must be loaded: the server named the
 * captcha (wrong, used or expired), or the outcome is unknown (a 5xx, an error that is not the
 * server's answer). A refusal of other fields, a rate limit or a request that never left keeps it
 * (the server gives a solved captcha back when it refuses the other fields: docs/accounts.md).
 */
export function isCaptchaSpent(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 0 || error.status === 429) return false;
  if (error.status >= 500) return true;
  return Object.keys(error.fieldErrors).some((key) => key === 'captcha' || key.startsWith('captcha_'));
}

/** The server's message about the captcha, if it named it. */
export function captchaErrorOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { fieldErrors } = error;
  return (fieldErrors.captcha ?? fieldErrors.captcha_1 ?? fieldErrors.captcha_0)?.[0] ?? null;
}

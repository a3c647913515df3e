import { joinFieldErrors, type TFieldErrors } from '@fournil/shared';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { isApiError } from './api-client';

export type TServerFieldError = { type: 'server'; message: string };

/** `horaires_ouvertures.lundi.fermeture_matin` belongs to the form field `horaires_ouvertures`. */
function knownFieldOf<F extends string>(key: string, knownFields: readonly F[]): F | undefined {
  return knownFields.find((field) => key === field || key.startsWith(`${field}.`));
}

/**
 * Places a server error on a form (the body itself is read once, by ApiError).
 * Messages of fields the form shows go on those fields through `setError`; the return value is
 * the message to show at the form level: the `detail`, else the messages of fields the form does
 * not show (`non_field_errors` without its name), else `fallback` (a 5xx, or every message placed).
 * A request that never reached the server keeps its network message.
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  setError: (field: F, error: TServerFieldError) => void,
  knownFields: readonly F[],
  fallback: string,
): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return error.message;
  if (error.status >= 500) return fallback;
  if (error.detail) return error.detail;

  const unplaced: TFieldErrors = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = knownFieldOf(key, knownFields);
    if (field) setError(field, { type: 'server', message: messages.join(' ') });
    else if (key === 'non_field_errors') general.push(...messages);
    else unplaced[key] = messages;
  }
  const rest = [general.join(' '), joinFieldErrors(unplaced)].filter(Boolean).join(' | ');
  return rest || fallback;
}

export type TSetServerFieldError<F extends string> = (field: F, error: TServerFieldError, options: { shouldFocus: boolean }) => void;

/**
 * The server errors of a form's save, wired once: each new `error` (the save mutation's) is placed
 * by `applyServerErrors` (field messages through react-hook-form's `setError`, the first refused
 * field focused) and its form-level message kept. The form clears the message when it sends again
 * (`setFormError(null)`).
 */
export function useServerErrors<F extends string>(
  error: unknown,
  setError: TSetServerFieldError<F>,
  fields: readonly F[],
  fallback: string,
): [string | null, Dispatch<SetStateAction<string | null>>] {
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!error) return;
    setFormError(applyServerErrors(error, (field, fieldError) => setError(field, fieldError, { shouldFocus: true }), fields, fallback));
  }, [error, setError, fields, fallback]);

  return [formError, setFormError];
}

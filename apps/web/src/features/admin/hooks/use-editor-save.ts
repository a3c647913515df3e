import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useServerErrors, type TSetServerFieldError } from '@/lib/form-errors';

type TEditorSaveOptions<TInput, TSaved, F extends string> = {
  save: UseMutationResult<TSaved, Error, TInput>;
  /** react-hook-form's `setError`, the form's fields and its message for a save that failed without one. */
  setError: TSetServerFieldError<F>;
  fields: readonly F[];
  saveError: string;
  /** The editor's own address; null for a new element. */
  href: string | null;
  /** The editor's address for the element as saved. */
  hrefOf: (saved: TSaved) => string;
  /** Said once the element is saved. */
  notice: string;
};

/**
 * Saving a back-office editor's form. Sending clears the previous save's messages; the server's
 * refusals are placed by useServerErrors. An element saved at another address (a new one, a page
 * whose slug changed) is opened there with `notice`; otherwise `notice` is the editor's status.
 */
export function useEditorSave<TInput, TSaved, F extends string>({
  save,
  setError,
  fields,
  saveError,
  href,
  hrefOf,
  notice,
}: TEditorSaveOptions<TInput, TSaved, F>) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  const [formError, setFormError] = useServerErrors(save.error, setError, fields, saveError);

  function send(values: TInput) {
    setFormError(null);
    setStatus(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        const savedHref = hrefOf(saved);
        if (savedHref !== href) void navigate(savedHref, { replace: true, state: { notice } });
        else setStatus(notice);
      },
    });
  }

  return { status, formError, send };
}

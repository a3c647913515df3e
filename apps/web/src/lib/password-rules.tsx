// The shared password rules on the forms that set a password (docs/accounts.md, "Password rules"):
// registration, reset, the profile's change. The estimator's dictionaries (about a megabyte) are
// fetched when such a form opens, never by the home page (its first load has a budget). After a
// pause in typing, a line under the field says what the rules think; a refused password is never sent.
import { loadPasswordRules, newPasswordProblems, type TPasswordOwner } from '@fournil/shared';
import { useEffect, useState } from 'react';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { cx } from './cx';

export const PASSWORD_ACCEPTED = 'Ce mot de passe convient.';
/** The pause in typing after which the password is judged. */
export const PASSWORD_FEEDBACK_DELAY_MS = 300;

/**
 * The form's resolver, then the password rules on `field` once the schema accepts it: a password
 * the rules refuse stops the submit with their message under the field (focused). When the
 * estimator cannot be loaded (offline), the server judges alone.
 */
export function withPasswordRules<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  field: keyof TValues & string,
  ownerOf: (values: TValues) => TPasswordOwner = () => ({}),
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password: unknown = values[field];
    if (result.errors[field] || typeof password !== 'string') return result;
    let problems: string[];
    try {
      problems = await newPasswordProblems(password, ownerOf(values));
    } catch {
      return result;
    }
    if (problems.length === 0) return result;
    return { values: {}, errors: { ...result.errors, [field]: { type: 'validate', message: problems.join(' ') } } } as ResolverResult<
      TValues,
      TOutput
    >;
  };
}

/**
 * What the rules say of `password` after a pause in typing: the problems (empty: accepted), or null
 * while nothing is typed or it is being judged. Opening the form starts loading the estimator.
 */
export function usePasswordFeedback(password: string, owner: TPasswordOwner = {}): string[] | null {
  const { username, email } = owner;
  const key = [password, username ?? '', email ?? ''].join('\u0000');
  const [verdict, setVerdict] = useState<{ key: string; problems: string[] } | null>(null);

  useEffect(() => {
    // Failures are not reported here: the next check tries again, and the server judges anyway.
    loadPasswordRules().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!password) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      newPasswordProblems(password, { username, email }).then(
        (problems) => {
          if (isCurrent) setVerdict({ key, problems });
        },
        () => undefined,
      );
    }, PASSWORD_FEEDBACK_DELAY_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [key, password, username, email]);

  return password && verdict?.key === key ? verdict.problems : null;
}

/**
 * The line under a new-password field: the rules' verdict, announced politely. Always rendered (an
 * empty live region), so that its first message is read out too; the field links it with `describedBy`.
 */
export function PasswordFeedback({ id, problems }: { id: string; problems: string[] | null }) {
  const isRefused = !!problems && problems.length > 0;
  return (
    <p
      id={id}
      className={cx(
        'field__hint',
        'password-feedback',
        isRefused ? 'password-feedback--refused' : problems ? 'password-feedback--accepted' : null,
      )}
      role="status"
    >
      {problems === null ? '' : isRefused ? problems.join(' ') : PASSWORD_ACCEPTED}
    </p>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, RESET_PASSWORD_REDIRECT_MS, ZResetPasswordForm } from '@fournil/shared';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckCircleIcon, FormStatus, FormSubmit, HiddenUsernameField, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { RESET_PASSWORD_ERROR_FALLBACK, RESET_PASSWORD_SUCCESS } from '../lib/auth-errors';
import { NEW_PASSWORD_INPUT } from '@/lib/password-input';
import { PasswordFeedback, usePasswordFeedback, withPasswordRules } from '@/lib/password-rules';
import { AuthPage } from './auth-page';

export const RESET_PASSWORD_TITLE = 'Nouveau mot de passe';

/**
 * The shared schema, then the password rules. The link does not say whose account it is: the rules
 * on the name and address are the server's alone here.
 */
const resolver = withPasswordRules(zodResolver(ZResetPasswordForm), 'password');

type ResetPasswordFormProps = {
  uid: string;
  token: string;
  /** Called RESET_PASSWORD_REDIRECT_MS after success (the route goes to /login). */
  onDone: () => void;
};

/** /reset-password/:uid/:token: the new password twice. */
export function ResetPasswordForm({ uid, token, onDone }: ResetPasswordFormProps) {
  useDocumentTitle(RESET_PASSWORD_TITLE);
  const resetConfirm = useConfirmPasswordReset();
  const isDone = resetConfirm.isSuccess;
  const feedbackId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { password: '', password_confirmation: '' },
    // Like the server's answers, the mismatch message stays until the next attempt.
    reValidateMode: 'onSubmit',
  });
  const passwordFeedback = usePasswordFeedback(useWatch({ control, name: 'password' }));

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(onDone, RESET_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, onDone]);

  const [serverError, setServerError] = useState<string | null>(null);
  const submit = handleSubmit(
    ({ password }) => {
      if (resetConfirm.isPending || isDone) return;
      setServerError(null);
      resetConfirm.mutate(
        { uid, token, password },
        {
          // A refused password goes under its field (focused); a dead link is said above the button.
          onError: (failure) =>
            setServerError(applyServerErrors(failure, setError, ['password'], RESET_PASSWORD_ERROR_FALLBACK, '') || null),
        },
      );
    },
    // The mismatch replaces the previous attempt's error.
    () => {
      if (!resetConfirm.isPending) {
        resetConfirm.reset();
        setServerError(null);
      }
    },
  );

  // The mismatch is said under the confirmation (focused by react-hook-form); a dead link above the button.
  const mismatch = errors.password_confirmation?.message;

  return (
    <AuthPage title={RESET_PASSWORD_TITLE} subtitle="Choisissez un nouveau mot de passe pour votre compte.">
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={resetConfirm.isPending || undefined}>
        <HiddenUsernameField username="" />
        <TextField
          label="Nouveau mot de passe"
          {...NEW_PASSWORD_INPUT}
          {...register('password')}
          hint={<>Au moins {PASSWORD_MIN_LENGTH} caractères, pas uniquement des chiffres, et difficile à deviner.</>}
          error={errors.password?.message}
          disabled={isDone}
          describedBy={feedbackId}
        >
          <PasswordFeedback id={feedbackId} problems={errors.password || isDone ? null : passwordFeedback} />
        </TextField>
        <TextField
          label="Confirmer le nouveau mot de passe"
          {...NEW_PASSWORD_INPUT}
          {...register('password_confirmation')}
          error={mismatch}
          disabled={isDone}
        />
        <FormStatus message={isDone ? RESET_PASSWORD_SUCCESS : null} icon={<CheckCircleIcon />} />
        <FormSubmit error={serverError} isPending={resetConfirm.isPending} disabled={isDone}>
          Changer le mot de passe
        </FormSubmit>
        <p className="form__footer">
          <Link to={paths.forgotPassword.getHref()}>Demander un nouveau lien</Link>
        </p>
      </form>
    </AuthPage>
  );
}

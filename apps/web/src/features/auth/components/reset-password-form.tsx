import { PASSWORD_MIN_LENGTH, RESET_PASSWORD_REDIRECT_MS } from '@fournil/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckCircleIcon, FormStatus, FormSubmit, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { RESET_PASSWORD_MISMATCH, RESET_PASSWORD_SUCCESS, resetPasswordErrorMessage } from '../lib/auth-errors';
import { NEW_PASSWORD_INPUT } from '../lib/password-input';
import { AuthPage } from './auth-page';

export const RESET_PASSWORD_TITLE = 'Nouveau mot de passe';

type ResetPasswordFormProps = {
  uid: string;
  token: string;
  /** Called RESET_PASSWORD_REDIRECT_MS after success (the route goes to /login). */
  onDone: () => void;
};

/** /reset-password/:uid/:token: the new password twice. */
export function ResetPasswordForm({ uid, token, onDone }: ResetPasswordFormProps) {
  useDocumentTitle(RESET_PASSWORD_TITLE);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const resetConfirm = useConfirmPasswordReset();
  const isDone = resetConfirm.isSuccess;

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(onDone, RESET_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, onDone]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resetConfirm.isPending || isDone) return;
    if (password !== confirmation) {
      resetConfirm.reset();
      setMismatch(true);
      return;
    }
    setMismatch(false);
    resetConfirm.mutate({ uid, token, password });
  }

  const error = mismatch ? RESET_PASSWORD_MISMATCH : resetConfirm.isError ? resetPasswordErrorMessage(resetConfirm.error) : null;

  return (
    <AuthPage title={RESET_PASSWORD_TITLE} subtitle="Choisissez un nouveau mot de passe pour votre compte.">
      <form className="form" onSubmit={handleSubmit} aria-busy={resetConfirm.isPending || undefined}>
        {/* Lets password managers attach the new password to the right account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        <TextField
          label="Nouveau mot de passe"
          name="password"
          {...NEW_PASSWORD_INPUT}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={<>Au moins {PASSWORD_MIN_LENGTH} caractères, pas uniquement des chiffres.</>}
          disabled={isDone}
        />
        <TextField
          label="Confirmer le nouveau mot de passe"
          name="password_confirmation"
          {...NEW_PASSWORD_INPUT}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          aria-invalid={mismatch || undefined}
          disabled={isDone}
        />
        <FormStatus message={isDone ? RESET_PASSWORD_SUCCESS : null} icon={<CheckCircleIcon />} />
        <FormSubmit error={error} isPending={resetConfirm.isPending} disabled={isDone}>
          Changer le mot de passe
        </FormSubmit>
        <p className="form__footer">
          <Link to={paths.forgotPassword.getHref()}>Demander un nouveau lien</Link>
        </p>
      </form>
    </AuthPage>
  );
}

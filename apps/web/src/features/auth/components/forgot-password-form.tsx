import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, ErrorBox } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaptcha } from '../api/get-captcha';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FORGOT_PASSWORD_SUCCESS, forgotPasswordErrorMessage } from '../lib/auth-errors';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';
import { MailIcon } from './icons';

export const FORGOT_PASSWORD_TITLE = 'Mot de passe oublié';

/** /forgot-password: e-mail and captcha; the same answer whether or not the address exists. */
export function ForgotPasswordForm() {
  useDocumentTitle(FORGOT_PASSWORD_TITLE);
  const id = useId();
  const [email, setEmail] = useState('');
  const captcha = useCaptcha();
  const resetRequest = useRequestPasswordReset();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resetRequest.isPending) return;
    resetRequest.mutate({ email: email.trim(), ...captcha.fields() }, { onSettled: () => captcha.reload() });
  }

  const error = resetRequest.isError ? forgotPasswordErrorMessage(resetRequest.error) : null;

  return (
    <AuthPage title={FORGOT_PASSWORD_TITLE} subtitle="Indiquez l’adresse de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.">
      <form className="form" onSubmit={handleSubmit} aria-busy={resetRequest.isPending || undefined}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input
            id={`${id}-email`}
            className="field__input"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <CaptchaField control={captcha} />
        <div role="status" className="live-region">
          {resetRequest.isSuccess ? (
            <div className="status-box">
              <MailIcon />
              <p>{FORGOT_PASSWORD_SUCCESS}</p>
            </div>
          ) : null}
        </div>
        {error ? <ErrorBox>{error}</ErrorBox> : null}
        <div className="form__actions">
          <Button type="submit" size="lg" block isLoading={resetRequest.isPending}>
            Recevoir le lien
          </Button>
        </div>
        <p className="form__footer">
          <Link to="/login">Retour à la connexion</Link>
        </p>
      </form>
    </AuthPage>
  );
}

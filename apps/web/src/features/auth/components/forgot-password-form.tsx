import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EMAIL_FIELD, FormStatus, FormSubmit, MailIcon, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaptcha } from '../api/get-captcha';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FORGOT_PASSWORD_SUCCESS, forgotPasswordErrorMessage } from '../lib/auth-errors';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';

export const FORGOT_PASSWORD_TITLE = 'Mot de passe oublié';

/** /forgot-password: e-mail and captcha; the same answer whether or not the address exists. */
export function ForgotPasswordForm() {
  useDocumentTitle(FORGOT_PASSWORD_TITLE);
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
        <TextField
          {...EMAIL_FIELD}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <CaptchaField control={captcha} />
        <FormStatus message={resetRequest.isSuccess ? FORGOT_PASSWORD_SUCCESS : null} icon={<MailIcon />} />
        <FormSubmit error={error} isPending={resetRequest.isPending}>
          Recevoir le lien
        </FormSubmit>
        <p className="form__footer">
          <Link to={paths.login.getHref()}>Retour à la connexion</Link>
        </p>
      </form>
    </AuthPage>
  );
}

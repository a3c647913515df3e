import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordForm } from '@fournil/shared';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EMAIL_FIELD, FormStatus, FormSubmit, MailIcon, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorFields } from '@/lib/api-client';
import { captchaErrorOf, focusFirstErrorSoon, isCaptchaSpent } from '@/lib/form-errors';
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
  const captcha = useCaptcha();
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZForgotPasswordForm), defaultValues: { email: '' } });
  const formRef = useRef<HTMLFormElement>(null);

  const submit = handleSubmit((values) => {
    if (resetRequest.isPending) return;
    captcha.setError(null);
    resetRequest.mutate(
      { ...values, ...captcha.fields() },
      {
        // The captcha was used: a new one for another request.
        onSuccess: () => captcha.reload(),
        onError: (error) => {
          // The captcha's and the address's messages go next to them; a captcha is reloaded only when used up.
          captcha.setError(captchaErrorOf(error));
          const emailError = errorFields(error).email;
          if (emailError) setError('email', { type: 'server', message: emailError.join(' ') });
          if (isCaptchaSpent(error)) captcha.reload();
          focusFirstErrorSoon(() => formRef.current);
        },
      },
    );
  });

  const isPlaced =
    resetRequest.isError && (captchaErrorOf(resetRequest.error) !== null || errorFields(resetRequest.error).email !== undefined);
  const error = resetRequest.isError && !isPlaced ? forgotPasswordErrorMessage(resetRequest.error) : null;

  return (
    <AuthPage
      title={FORGOT_PASSWORD_TITLE}
      subtitle="Indiquez l’adresse de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={resetRequest.isPending || undefined}
      >
        <TextField {...EMAIL_FIELD} autoComplete="email" error={errors.email?.message} {...register('email')} />
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

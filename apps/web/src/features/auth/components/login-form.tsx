import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_DETAILS, PASSWORD_MAX_LENGTH, ZLoginRequest } from '@fournil/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EMAIL_FIELD, CheckCircleIcon, FormSubmit, LinkButton, LockIcon, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorDetail, isApiError } from '@/lib/api-client';
import { focusFirstErrorSoon } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { NEW_USER_WELCOME, isLoginCaptchaRequired, loginErrorMessage } from '../lib/auth-errors';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';
import { ResendConfirmation } from './resend-confirmation';

export const LOGIN_TITLE = 'Connexion';

type LoginFormProps = {
  /** `?newUser` in the address: the account was just confirmed. */
  isNewUser?: boolean;
  /** Called once the token is stored. */
  onLoggedIn: () => void;
  /** The FAQ block, composed by the route. */
  faq?: ReactNode;
};

/**
 * /login: e-mail and password; 'Mot de passe oublié ?' link. A captcha joins them once the server
 * says the account needs one (docs/sessions-and-limits.md, "Per account"), and stays until the
 * form is left.
 */
export function LoginForm({ isNewUser = false, onLoggedIn, faq }: LoginFormProps) {
  useDocumentTitle(LOGIN_TITLE);
  const loginMutation = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const captcha = useCaptcha(undefined, { isEnabled: isCaptchaShown });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZLoginRequest), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit((values) => {
    if (loginMutation.isPending) return;
    const isCaptchaSent = isCaptchaShown;
    captcha.setError(null);
    loginMutation.mutate(isCaptchaSent ? { ...values, ...captcha.fields() } : values, {
      onSuccess: () => onLoggedIn(),
      onError: (failure) => {
        // The server checks a captcha it was sent before anything else but the rate limits: any other
        // answer used it up.
        if (isCaptchaSent && isApiError(failure) && failure.status !== 0 && failure.status !== 429) captcha.reload();
        if (!isLoginCaptchaRequired(failure)) return;
        // Why it is needed (or that the answer was wrong), next to the captcha, which gets the focus.
        setIsCaptchaShown(true);
        captcha.setError(errorDetail(failure));
        focusFirstErrorSoon(() => formRef.current);
      },
    });
  });

  const error = loginMutation.isError && !isLoginCaptchaRequired(loginMutation.error) ? loginErrorMessage(loginMutation.error) : null;
  // The right password on an unconfirmed address: offer a new link to the address just typed.
  const isUnconfirmed = loginMutation.isError && errorDetail(loginMutation.error) === AUTH_DETAILS.emailNotConfirmed;

  return (
    <AuthPage
      title={LOGIN_TITLE}
      subtitle="Retrouvez vos boulangeries, vos horaires et la disponibilité du pain."
      notice={
        isNewUser ? (
          <div className="status-box auth-notice" role="status">
            <CheckCircleIcon />
            <p>{NEW_USER_WELCOME}</p>
          </div>
        ) : null
      }
      after={
        <>
          <div className="auth-alt">
            <p className="divider-text">Pas encore de compte ?</p>
            <LinkButton to={paths.register.getHref()} variant="secondary" block>
              Créer un compte professionnel
            </LinkButton>
          </div>
          {faq}
        </>
      }
    >
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={loginMutation.isPending || undefined}>
        <TextField {...EMAIL_FIELD} autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.password?.message}
          {...register('password')}
        >
          <p className="auth-forgot">
            <Link to={paths.forgotPassword.getHref()}>Mot de passe oublié ?</Link>
          </p>
        </TextField>
        {isCaptchaShown ? <CaptchaField control={captcha} /> : null}
        <FormSubmit error={error} isPending={loginMutation.isPending}>
          Se connecter
        </FormSubmit>
        {isUnconfirmed ? <ResendConfirmation key={loginMutation.submittedAt} email={getValues('email').trim()} /> : null}
        <p className="trust-note">
          <LockIcon />
          <span>Espace réservé aux professionnels de la boulangerie.</span>
        </p>
      </form>
    </AuthPage>
  );
}

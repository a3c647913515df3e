import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_DETAILS, PASSWORD_MAX_LENGTH, ZLoginRequest, type TTwoFactorChallenge } from '@fournil/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EMAIL_FIELD, CheckCircleIcon, FormSubmit, LinkButton, LockIcon, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorDetail, isApiError } from '@/lib/api-client';
import { focusFirstErrorSoon } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaptcha } from '../api/get-captcha';
import { isTwoFactorChallenge, useLogin } from '../api/login';
import { NEW_USER_WELCOME, isLoginCaptchaRequired, loginErrorMessage } from '../lib/auth-errors';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';
import { ResendConfirmation } from './resend-confirmation';
import { TWO_FACTOR_STEP_TITLE, TwoFactorStep } from './two-factor-step';

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
 * form is left. An account with two-step verification then gives the code of its app (or a
 * recovery code) in a second step, on the same card (two-factor-step.tsx).
 */
export function LoginForm({ isNewUser = false, onLoggedIn, faq }: LoginFormProps) {
  const loginMutation = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const captcha = useCaptcha(undefined, { isEnabled: isCaptchaShown });
  /** The second step's ticket, while it is shown. */
  const [challenge, setChallenge] = useState<TTwoFactorChallenge | null>(null);
  /** Why the login is back at its first step (the second step's ticket expired). */
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  /** Back from the second step: the password field gets the focus (the e-mail is kept). */
  const isBackFromSecondStep = useRef(false);
  useDocumentTitle(challenge ? TWO_FACTOR_STEP_TITLE : LOGIN_TITLE);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZLoginRequest), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (challenge || !isBackFromSecondStep.current) return;
    isBackFromSecondStep.current = false;
    setFocus('password');
  }, [challenge, setFocus]);

  function backToFirstStep(message: string | null) {
    isBackFromSecondStep.current = true;
    setChallenge(null);
    setRestartMessage(message);
  }

  const submit = handleSubmit((values) => {
    if (loginMutation.isPending) return;
    const isCaptchaSent = isCaptchaShown;
    captcha.setError(null);
    setRestartMessage(null);
    loginMutation.mutate(isCaptchaSent ? { ...values, ...captcha.fields() } : values, {
      onSuccess: (answer) => {
        if (!isTwoFactorChallenge(answer)) {
          onLoggedIn();
          return;
        }
        // The password did its job: it does not wait on screen, and the captcha it used is spent.
        setValue('password', '');
        if (isCaptchaSent) captcha.reload();
        setChallenge(answer);
      },
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

  const error =
    restartMessage ??
    (loginMutation.isError && !isLoginCaptchaRequired(loginMutation.error) ? loginErrorMessage(loginMutation.error) : null);
  // The right password on an unconfirmed address: offer a new link to the address just typed.
  const isUnconfirmed = loginMutation.isError && errorDetail(loginMutation.error) === AUTH_DETAILS.emailNotConfirmed;

  if (challenge) {
    return (
      <AuthPage title={TWO_FACTOR_STEP_TITLE} after={faq}>
        <TwoFactorStep challenge={challenge} onLoggedIn={onLoggedIn} onBack={() => backToFirstStep(null)} onRestart={backToFirstStep} />
      </AuthPage>
    );
  }

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
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={loginMutation.isPending || undefined}
      >
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

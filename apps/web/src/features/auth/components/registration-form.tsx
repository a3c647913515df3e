import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, ZRegistrationForm } from '@fournil/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EMAIL_FIELD, FormSubmit, MailIcon, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaptcha } from '../api/get-captcha';
import { useRegister } from '../api/register';
import { REGISTRATION_SUCCESS, registrationErrorMessage } from '../lib/auth-errors';
import { NEW_PASSWORD_INPUT } from '../lib/password-input';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';

export const REGISTRATION_TITLE = 'Inscription';

/** /register: username, e-mail, password twice, captcha. `loginTo`: the login link (it may carry `?next=`). */
export function RegistrationForm({ loginTo = paths.login.getHref() }: { loginTo?: string } = {}) {
  useDocumentTitle(REGISTRATION_TITLE);
  const captcha = useCaptcha();
  const registerMutation = useRegister();
  const [sentTo, setSentTo] = useState<{ email: string; detail: string } | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZRegistrationForm), defaultValues: { username: '', email: '', password1: '', password2: '' } });

  const submit = handleSubmit((values) => {
    if (registerMutation.isPending) return;
    // The schema lowercases the address it sends; the confirmation shows it as it was typed.
    const address = getValues('email').trim();
    registerMutation.mutate(
      { ...values, ...captcha.fields() },
      {
        onSuccess: (answer) => setSentTo({ email: address, detail: answer.detail || REGISTRATION_SUCCESS }),
        // A captcha is single use: a new one after every attempt.
        onSettled: () => captcha.reload(),
      },
    );
  });

  const error = registerMutation.isError ? registrationErrorMessage(registerMutation.error) : null;

  return (
    <AuthPage
      title={REGISTRATION_TITLE}
      subtitle="Créez votre compte professionnel pour gérer vos boulangeries sur Fournil."
    >
      <div role="status" className="live-region">
        {sentTo ? (
          <div className="auth-sent">
            <span className="auth-sent__icon">
              <MailIcon />
            </span>
            <p className="auth-sent__title">{sentTo.detail}</p>
            <p className="auth-sent__text">
              Ouvrez le lien reçu à l’adresse <strong>{sentTo.email}</strong> pour activer votre compte, puis connectez-vous.
              Pensez à regarder dans les courriers indésirables.
            </p>
          </div>
        ) : null}
      </div>
      {sentTo ? (
        <p className="form__footer">
          <Link to={loginTo}>Aller à la connexion</Link>
        </p>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} aria-busy={registerMutation.isPending || undefined}>
          <TextField
            label="Nom d'utilisateur"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            minLength={USERNAME_MIN_LENGTH}
            maxLength={USERNAME_MAX_LENGTH}
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField {...EMAIL_FIELD} autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField
            label="Mot de passe"
            {...NEW_PASSWORD_INPUT}
            error={errors.password1?.message}
            {...register('password1')}
            hint={
              <>
                Au moins {PASSWORD_MIN_LENGTH} caractères, pas uniquement des chiffres, différent de votre nom et de votre e-mail.
              </>
            }
          />
          <TextField label="Confirmation du mot de passe" {...NEW_PASSWORD_INPUT} error={errors.password2?.message} {...register('password2')} />
          <CaptchaField control={captcha} />
          <FormSubmit error={error} isPending={registerMutation.isPending}>
            S'inscrire
          </FormSubmit>
          <p className="form__footer">
            <Link to={loginTo}>Déjà inscrit ? Se connecter</Link>
          </p>
        </form>
      )}
    </AuthPage>
  );
}

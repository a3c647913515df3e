import { PASSWORD_MIN_LENGTH } from '@fournil/shared';
import { useState, type FormEvent } from 'react';
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
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const captcha = useCaptcha();
  const registerMutation = useRegister();
  const [sentTo, setSentTo] = useState<{ email: string; detail: string } | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (registerMutation.isPending) return;
    const address = email.trim();
    registerMutation.mutate(
      { username: username.trim(), email: address, password1, password2, ...captcha.fields() },
      {
        onSuccess: (answer) => setSentTo({ email: address, detail: answer.detail || REGISTRATION_SUCCESS }),
        // A captcha is single use: a new one after every attempt.
        onSettled: () => captcha.reload(),
      },
    );
  }

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
        <form className="form" onSubmit={handleSubmit} aria-busy={registerMutation.isPending || undefined}>
          <TextField
            label="Nom d'utilisateur"
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            minLength={3}
            maxLength={150}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            {...EMAIL_FIELD}
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Mot de passe"
            name="password1"
            {...NEW_PASSWORD_INPUT}
            value={password1}
            onChange={(event) => setPassword1(event.target.value)}
            hint={
              <>
                Au moins {PASSWORD_MIN_LENGTH} caractères, pas uniquement des chiffres, différent de votre nom et de votre e-mail.
              </>
            }
          />
          <TextField
            label="Confirmation du mot de passe"
            name="password2"
            {...NEW_PASSWORD_INPUT}
            value={password2}
            onChange={(event) => setPassword2(event.target.value)}
          />
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

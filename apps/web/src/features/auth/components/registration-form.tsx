import { PASSWORD_MIN_LENGTH } from '@fournil/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, ErrorBox } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaptcha } from '../api/get-captcha';
import { useRegister } from '../api/register';
import { REGISTRATION_SUCCESS, registrationErrorMessage } from '../lib/auth-errors';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';
import { MailIcon } from './icons';

export const REGISTRATION_TITLE = 'Inscription';

/** /register: username, e-mail, password twice, captcha. */
export function RegistrationForm() {
  useDocumentTitle(REGISTRATION_TITLE);
  const id = useId();
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
          <Link to="/login">Aller à la connexion</Link>
        </p>
      ) : (
        <form className="form" onSubmit={handleSubmit} aria-busy={registerMutation.isPending || undefined}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-username`}>
              Nom d'utilisateur
            </label>
            <input
              id={`${id}-username`}
              className="field__input"
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
          </div>
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
          <div className="field">
            <label className="field__label" htmlFor={`${id}-password1`}>
              Mot de passe
            </label>
            <input
              id={`${id}-password1`}
              className="field__input"
              name="password1"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={128}
              value={password1}
              onChange={(event) => setPassword1(event.target.value)}
              aria-describedby={`${id}-password-hint`}
            />
            <p className="field__hint" id={`${id}-password-hint`}>
              Au moins {PASSWORD_MIN_LENGTH} caractères, pas uniquement des chiffres, différent de votre nom et de votre e-mail.
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-password2`}>
              Confirmation du mot de passe
            </label>
            <input
              id={`${id}-password2`}
              className="field__input"
              name="password2"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={128}
              value={password2}
              onChange={(event) => setPassword2(event.target.value)}
            />
          </div>
          <CaptchaField control={captcha} />
          {error ? <ErrorBox>{error}</ErrorBox> : null}
          <div className="form__actions">
            <Button type="submit" size="lg" block isLoading={registerMutation.isPending}>
              S'inscrire
            </Button>
          </div>
          <p className="form__footer">
            <Link to="/connexion">Déjà inscrit ? Se connecter</Link>
          </p>
        </form>
      )}
    </AuthPage>
  );
}

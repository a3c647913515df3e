import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ErrorBox, LinkButton } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogin } from '../api/login';
import { NEW_USER_WELCOME, loginErrorMessage } from '../lib/auth-errors';
import { AuthPage } from './auth-page';
import { CheckCircleIcon, LockIcon } from './icons';

export const LOGIN_TITLE = 'Connexion';

type LoginFormProps = {
  /** `?newUser` in the address: the account was just confirmed. */
  isNewUser?: boolean;
  /** Called once the token is stored. */
  onLoggedIn: () => void;
  /** The FAQ block, composed by the route. */
  faq?: ReactNode;
};

/** /login: e-mail and password; 'Mot de passe oublié ?' link. */
export function LoginForm({ isNewUser = false, onLoggedIn, faq }: LoginFormProps) {
  useDocumentTitle(LOGIN_TITLE);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loginMutation.isPending) return;
    loginMutation.mutate({ email: email.trim(), password }, { onSuccess: () => onLoggedIn() });
  }

  const error = loginMutation.isError ? loginErrorMessage(loginMutation.error) : null;

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
            <LinkButton to="/register" variant="secondary" block>
              Créer un compte professionnel
            </LinkButton>
          </div>
          {faq}
        </>
      }
    >
      <form className="form" onSubmit={handleSubmit} aria-busy={loginMutation.isPending || undefined}>
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
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-password`}>
            Mot de passe
          </label>
          <input
            id={`${id}-password`}
            className="field__input"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p className="auth-forgot">
            <Link to="/forgot-password">Mot de passe oublié ?</Link>
          </p>
        </div>
        {error ? <ErrorBox>{error}</ErrorBox> : null}
        <div className="form__actions">
          <Button type="submit" size="lg" block isLoading={loginMutation.isPending}>
            Se connecter
          </Button>
        </div>
        <p className="trust-note">
          <LockIcon />
          <span>Espace réservé aux professionnels de la boulangerie.</span>
        </p>
      </form>
    </AuthPage>
  );
}

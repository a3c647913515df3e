import { AUTH_DETAILS, withDe } from '@fournil/shared';
import { CheckCircleIcon, ErrorBox, LinkButton, LoadingText } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmEmail } from '../api/confirm-email';
import { EMAIL_CONFIRMED, emailConfirmationErrorMessage } from '../lib/auth-errors';
import { AuthPage } from './auth-page';

export const EMAIL_CONFIRMATION_TITLE = 'Confirmation de l’adresse e-mail';
export const EMAIL_CONFIRMATION_PENDING = 'Confirmation de votre adresse e-mail en cours…';

/** /email-confirmation/:key — confirms the address once (or moves the account to a new one), then points to the login screen (or the profile). */
export function EmailConfirmation({ confirmationKey }: { confirmationKey: string }) {
  useDocumentTitle(EMAIL_CONFIRMATION_TITLE);
  const query = useConfirmEmail(confirmationKey);

  return (
    <AuthPage title={EMAIL_CONFIRMATION_TITLE}>
      <div className="stack">
        {query.isPending ? (
          <LoadingText>{EMAIL_CONFIRMATION_PENDING}</LoadingText>
        ) : query.isError ? (
          <>
            <ErrorBox>{emailConfirmationErrorMessage(query.error)}</ErrorBox>
            <p className="auth-muted">
              Le lien a peut-être déjà servi ou expiré. Si votre adresse est déjà confirmée, connectez-vous ; sinon, inscrivez-vous à
              nouveau.
            </p>
            <div className="auth-buttons">
              <LinkButton to={paths.login.getHref()}>Se connecter</LinkButton>
              <LinkButton to={paths.register.getHref()} variant="secondary">
                S’inscrire
              </LinkButton>
            </div>
          </>
        ) : query.data.detail === AUTH_DETAILS.emailChanged ? (
          // A change of address asked from the profile (docs/accounts.md, "Changing the e-mail address").
          <>
            <div className="status-box" role="status">
              <CheckCircleIcon />
              <p>{AUTH_DETAILS.emailChanged}</p>
            </div>
            <LinkButton to={paths.profile.getHref()} size="lg" block>
              Voir mon profil
            </LinkButton>
          </>
        ) : (
          <>
            <div className="status-box" role="status">
              <CheckCircleIcon />
              <p>{EMAIL_CONFIRMED}</p>
            </div>
            {query.data.invitation_boulangerie ? (
              // Invited to manage a bakery: no professional profile to complete (docs/bakery-management.md, "Registering first").
              <>
                <p className="auth-muted">
                  {`Votre compte est prêt. Connectez-vous pour accepter l’invitation à devenir responsable ${withDe(query.data.invitation_boulangerie)}.`}
                </p>
                <LinkButton to={paths.login.getHref()} size="lg" block>
                  Se connecter
                </LinkButton>
              </>
            ) : (
              <>
                <p className="auth-muted">Votre compte est prêt. Connectez-vous pour compléter votre profil professionnel.</p>
                <LinkButton to={paths.login.getHref({ isNewUser: true })} size="lg" block>
                  Se connecter
                </LinkButton>
              </>
            )}
          </>
        )}
      </div>
    </AuthPage>
  );
}

import { INVITATION_MESSAGES, formatDateFr, withDe, type TInvitationPreview } from '@fournil/shared';
import { useEffect, useRef } from 'react';
import { Button, CheckCircleIcon, ErrorBox, LinkButton, LoadingText, MailIcon, PageHeader, StoreIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { rememberReturnPath } from '@/lib/return-path';
import '@/styles/forms.css';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { INVITATION_ACCEPT_ERROR, INVITATION_LOAD_ERROR, invitationErrorMessage } from '../lib/invitation-errors';
import '../invitations.css';

export const INVITATION_TITLE = 'Invitation à devenir responsable';
export const ACCEPT_LABEL = "Accepter l'invitation";

export type AcceptInvitationProps = {
  token: string;
  /** A session token is stored (the server still decides on the request). */
  isSignedIn: boolean;
  /** Called once accepted: the route refreshes what depends on the user's roles. */
  onAccepted?: () => void;
};

/** /invite/accepter/:token: what the invitation is for, then accept it signed in as the invited address (docs/bakery-management.md, "Managers and invitations"). */
/** What a link that can no longer be used says, by its state (docs/bakery-management.md). */
const PROBLEM_OF: Partial<Record<TInvitationPreview['statut'], string>> = {
  expiree: INVITATION_MESSAGES.expired,
  utilisee: INVITATION_MESSAGES.used,
  annulee: INVITATION_MESSAGES.cancelled,
};

export function AcceptInvitation({ token, isSignedIn, onAccepted }: AcceptInvitationProps) {
  useDocumentTitle(INVITATION_TITLE);
  const preview = useInvitation(token);
  const returnPath = paths.acceptInvitation.getHref(token);

  return (
    <div className="invitation">
      <PageHeader eyebrow="Accès PRO" title={INVITATION_TITLE} />
      {preview.isPending ? (
        <LoadingText>Chargement de l’invitation…</LoadingText>
      ) : preview.isError ? (
        <InvitationProblem
          message={invitationErrorMessage(preview.error, INVITATION_LOAD_ERROR)}
          onRetry={
            isApiError(preview.error, 0) || (isApiError(preview.error) && preview.error.status >= 500)
              ? () => void preview.refetch()
              : undefined
          }
        />
      ) : (
        <InvitationBody preview={preview.data} token={token} isSignedIn={isSignedIn} returnPath={returnPath} onAccepted={onAccepted} />
      )}
    </div>
  );
}

function InvitationProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <>
      <ErrorBox onRetry={onRetry}>{message}</ErrorBox>
      <p className="invitation__muted">Demandez au propriétaire de la boulangerie de vous envoyer une nouvelle invitation.</p>
      <LinkButton to={paths.home.getHref()} variant="secondary">
        Retour à l’accueil
      </LinkButton>
    </>
  );
}

type InvitationBodyProps = { preview: TInvitationPreview; token: string; isSignedIn: boolean; returnPath: string; onAccepted?: () => void };

function InvitationBody({ preview, token, isSignedIn, returnPath, onAccepted }: InvitationBodyProps) {
  const accept = useAcceptInvitation(token);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (accept.isSuccess) successRef.current?.focus();
  }, [accept.isSuccess]);

  if (accept.isSuccess) {
    return (
      <div className="invitation__done" ref={successRef} tabIndex={-1}>
        <div className="status-box" role="status">
          <CheckCircleIcon />
          <p>{accept.data.detail || INVITATION_MESSAGES.accepted(accept.data.boulangerie.nom)}</p>
        </div>
        <LinkButton to={paths.managedBakeries.getHref()} size="lg" block>
          Voir les boulangeries dont je suis responsable
        </LinkButton>
      </div>
    );
  }

  const isUsable = preview.statut === 'valide';
  const isWrongAccount = isApiError(accept.error, 403);

  return (
    <>
      <section className="invitation-card" aria-label="L’invitation">
        <span className="invitation-card__icon" aria-hidden="true">
          <StoreIcon />
        </span>
        <div className="invitation-card__body">
          <p className="invitation-card__lead">Vous êtes invité à devenir responsable</p>
          <p className="invitation-card__bakery">
            {withDe(preview.boulangerie.nom)}
            {preview.boulangerie.ville ? <span className="invitation-card__city">{preview.boulangerie.ville}</span> : null}
          </p>
          <dl className="invitation-card__facts">
            <div>
              <dt>Envoyée à</dt>
              <dd>
                <MailIcon className="invitation-card__fact-icon" />
                {preview.email_masque}
              </dd>
            </div>
            <div>
              <dt>Valable jusqu’au</dt>
              <dd>{formatDateFr(preview.expire_le)}</dd>
            </div>
          </dl>
          <p className="invitation__muted">
            En tant que responsable, vous indiquez en direct si le pain, le café, les croissants, les sandwichs et le bio sont disponibles.
          </p>
        </div>
      </section>

      {!isUsable ? (
        <InvitationProblem message={PROBLEM_OF[preview.statut] ?? INVITATION_MESSAGES.used} />
      ) : !isSignedIn ? (
        <div className="invitation__actions">
          <p className="invitation__muted">
            Connectez-vous avec l’adresse qui a reçu l’invitation. Pas encore de compte ? Créez-le avec cette adresse et confirmez-la :
            après votre connexion, vous reviendrez ici.
          </p>
          <LinkButton to={paths.login.getHref({ next: returnPath })} size="lg" block>
            Se connecter
          </LinkButton>
          <LinkButton
            to={paths.register.getHref({ next: returnPath, invitation: token })}
            variant="secondary"
            size="lg"
            block
            onClick={() => rememberReturnPath(returnPath)}
          >
            Créer un compte
          </LinkButton>
        </div>
      ) : (
        <div className="invitation__actions">
          {accept.isError ? <ErrorBox>{invitationErrorMessage(accept.error, INVITATION_ACCEPT_ERROR)}</ErrorBox> : null}
          {isWrongAccount ? (
            <LinkButton to={paths.login.getHref({ next: returnPath })} variant="secondary" block>
              Se connecter avec un autre compte
            </LinkButton>
          ) : null}
          <Button
            size="lg"
            block
            isLoading={accept.isPending}
            onClick={() => accept.mutate(undefined, { onSuccess: () => onAccepted?.() })}
          >
            {ACCEPT_LABEL}
          </Button>
        </div>
      )}
    </>
  );
}

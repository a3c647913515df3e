import { formatDateFr, type TManagerCandidate, type TPendingInvitation } from '@fournil/shared';
import { useId, useState } from 'react';
import { Button, ErrorBox } from '@/components/ui';
import { useCancelInvitation, useRemoveCandidate } from '../api/manager-control';
import { actionErrorMessage } from '../lib/pro-errors';

export type Feedback = { tone: 'success' | 'error'; text: string } | null;

export const NO_PENDING_INVITATION = 'Aucune invitation en attente.';
export const CANCEL_ERROR = 'L’invitation n’a pas pu être annulée.';
export const REMOVE_CANDIDATE_ERROR = 'Ce responsable n’a pas pu être retiré de votre liste.';

export function FeedbackLine({ feedback }: { feedback: Feedback }) {
  if (feedback?.tone === 'error') return <ErrorBox>{feedback.text}</ErrorBox>;
  return (
    <div role="status" className="live-region">
      {feedback ? <p className="pro-success">{feedback.text}</p> : null}
    </div>
  );
}

/** « Invitations en attente » of one bakery, each with « Annuler l’invitation » (docs/bakery-management.md, "The screens"). */
export function PendingInvitations({ invitations }: { invitations: TPendingInvitation[] }) {
  const titleId = useId();
  const cancel = useCancelInvitation();
  const [feedback, setFeedback] = useState<Feedback>(null);

  function handleCancel(id: number) {
    if (cancel.isPending) return;
    setFeedback(null);
    cancel.mutate(id, {
      onSuccess: (answer) => setFeedback({ tone: 'success', text: answer.detail }),
      onError: (error) => setFeedback({ tone: 'error', text: actionErrorMessage(error, CANCEL_ERROR) }),
    });
  }

  return (
    <div className="manager-list" aria-labelledby={titleId} role="group">
      <h3 className="manager-list__title" id={titleId}>
        Invitations en attente
      </h3>
      {invitations.length === 0 ? (
        <p className="pro-section__hint">{NO_PENDING_INVITATION}</p>
      ) : (
        <ul className="manager-list__items">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="manager-list__item">
              <span id={`invitation-${invitation.id}`}>
                <span className="manager-list__name">{invitation.email}</span>
                <span className="manager-list__meta">
                  envoyée le {formatDateFr(new Date(invitation.envoyee_le))}, valable jusqu’au{' '}
                  {formatDateFr(new Date(invitation.expire_le))}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={`invitation-${invitation.id}`}
                isLoading={cancel.isPending && cancel.variables === invitation.id}
                disabled={cancel.isPending}
                onClick={() => handleCancel(invitation.id)}
              >
                Annuler l’invitation
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FeedbackLine feedback={feedback} />
    </div>
  );
}

/**
 * The owner's former managers, each with « Retirer de ma liste » except the bakery's current manager
 * (the server refuses anyone still managing one of the owner's bakeries, and says so).
 */
export function CandidateList({ candidates, currentId }: { candidates: TManagerCandidate[]; currentId: number | null }) {
  const titleId = useId();
  const remove = useRemoveCandidate();
  const [feedback, setFeedback] = useState<Feedback>(null);
  if (candidates.length === 0 && feedback === null) return null;

  function handleRemove(id: number) {
    if (remove.isPending) return;
    setFeedback(null);
    remove.mutate(id, {
      onSuccess: (answer) => setFeedback({ tone: 'success', text: answer.detail }),
      onError: (error) => setFeedback({ tone: 'error', text: actionErrorMessage(error, REMOVE_CANDIDATE_ERROR) }),
    });
  }

  return (
    <div className="manager-list" aria-labelledby={titleId} role="group">
      <h3 className="manager-list__title" id={titleId}>
        Vos responsables
      </h3>
      <ul className="manager-list__items">
        {candidates.map((candidate) => (
          <li key={candidate.id} className="manager-list__item">
            <span id={`candidate-${candidate.id}`} className="manager-list__name">
              {candidate.username ? `${candidate.username} (${candidate.email})` : candidate.email}
            </span>
            {candidate.id === currentId ? (
              <span className="manager-list__meta">responsable actuel</span>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={`candidate-${candidate.id}`}
                isLoading={remove.isPending && remove.variables === candidate.id}
                disabled={remove.isPending}
                onClick={() => handleRemove(candidate.id)}
              >
                Retirer de ma liste
              </Button>
            )}
          </li>
        ))}
      </ul>
      <FeedbackLine feedback={feedback} />
    </div>
  );
}

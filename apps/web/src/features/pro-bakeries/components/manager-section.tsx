import { BAKERY_MESSAGES, ZInviteManagerRequest, type TManagerCandidate, type TPendingInvitation, type TProBakery } from '@fournil/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextField, UserPlusIcon } from '@/components/ui';
import '@/styles/forms.css';
import { useInviteManager } from '../api/invite-manager';
import { usePatchBakery } from '../api/patch-bakery';
import { actionErrorMessage } from '../lib/pro-errors';
import { CandidateList, FeedbackLine, PendingInvitations, type Feedback } from './manager-lists';

export const MANAGER_ASSIGNED = 'Responsable attribué.';
export const MANAGER_REMOVED = 'Responsable retiré.';

export type ManagerSectionProps = {
  bakery: TProBakery;
  /** This owner's managers (`GET /api/utilisateurs/responsables/`). */
  candidates: TManagerCandidate[];
  /** This bakery's pending invitations (`GET /api/boulangeries/invitations/`, filtered). */
  invitations?: TPendingInvitation[];
};

/** Manager of one bakery (docs/bakery-management.md, "The screens"): invite by e-mail, assign one of the owner's managers, remove. */
/** The section's anchor: the dashboard's « Invitez un responsable » leads here. */
export const MANAGER_SECTION_ANCHOR = 'responsable';

export function ManagerSection({ bakery, candidates, invitations = [] }: ManagerSectionProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Arriving from the dashboard's first steps (#responsable): bring the section into view once.
  useEffect(() => {
    if (window.location.hash === `#${MANAGER_SECTION_ANCHOR}`) {
      titleRef.current?.scrollIntoView?.({ block: 'start' });
      titleRef.current?.focus();
    }
  }, []);
  const selectId = useId();
  const [email, setEmail] = useState('');
  const [inviteFeedback, setInviteFeedback] = useState<Feedback>(null);
  const [managerFeedback, setManagerFeedback] = useState<Feedback>(null);
  const [candidateId, setCandidateId] = useState('');
  const invite = useInviteManager();
  const patch = usePatchBakery(bakery.id);
  const currentEmail = bakery.responsable_obj?.email ?? null;

  function handleInvite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = ZInviteManagerRequest.safeParse({ email, boulangerie_id: bakery.id });
    if (!parsed.success) {
      setInviteFeedback({ tone: 'error', text: parsed.error.issues[0]?.message ?? BAKERY_MESSAGES.inviteEmailRequired });
      return;
    }
    setInviteFeedback(null);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setInviteFeedback({ tone: 'success', text: BAKERY_MESSAGES.inviteSent(parsed.data.email) });
        setEmail('');
      },
      onError: (error) => setInviteFeedback({ tone: 'error', text: actionErrorMessage(error, BAKERY_MESSAGES.inviteError) }),
    });
  }

  function handleAssign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (patch.isPending || candidateId === '') return;
    setManagerFeedback(null);
    patch.mutate(
      { responsable: Number(candidateId) },
      {
        onSuccess: () => {
          setManagerFeedback({ tone: 'success', text: MANAGER_ASSIGNED });
          setCandidateId('');
        },
        onError: (error) => setManagerFeedback({ tone: 'error', text: actionErrorMessage(error, BAKERY_MESSAGES.saveError) }),
      },
    );
  }

  function handleRemove() {
    if (patch.isPending) return;
    setManagerFeedback(null);
    patch.mutate(
      { responsable: null },
      {
        onSuccess: () => setManagerFeedback({ tone: 'success', text: MANAGER_REMOVED }),
        onError: () => setManagerFeedback({ tone: 'error', text: BAKERY_MESSAGES.removeManagerError }),
      },
    );
  }

  const isRemoving =
    patch.isPending && patch.variables !== undefined && 'responsable' in patch.variables && patch.variables.responsable === null;
  const isAssigning = patch.isPending && !isRemoving;

  return (
    <section className="pro-section manager-section" aria-labelledby={titleId} id={MANAGER_SECTION_ANCHOR}>
      <h2 className="pro-section__title" id={titleId} ref={titleRef} tabIndex={-1}>
        Responsable
      </h2>

      <div className="manager-current">
        <p className="manager-current__who">
          <span className="manager-current__label">Responsable actuel</span>
          <span className="manager-current__email">{currentEmail ?? BAKERY_MESSAGES.noManager}</span>
        </p>
        {currentEmail ? (
          <Button variant="danger" size="sm" onClick={handleRemove} isLoading={isRemoving} disabled={patch.isPending}>
            Retirer le responsable
          </Button>
        ) : null}
      </div>

      {candidates.length > 0 ? (
        <form className="manager-assign" onSubmit={handleAssign}>
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              Choisir parmi vos responsables
            </label>
            <div className="field__combo">
              <select id={selectId} className="field__input" value={candidateId} onChange={(event) => setCandidateId(event.target.value)}>
                <option value="">Choisir…</option>
                {candidates.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.username ? `${candidate.username} (${candidate.email})` : candidate.email}
                  </option>
                ))}
              </select>
              <Button type="submit" variant="secondary" isLoading={isAssigning} disabled={candidateId === '' || patch.isPending}>
                Attribuer
              </Button>
            </div>
          </div>
        </form>
      ) : (
        <p className="pro-section__hint">Les responsables qui ont accepté une de vos invitations pourront être choisis ici.</p>
      )}
      <FeedbackLine feedback={managerFeedback} />

      <form className="manager-invite" onSubmit={handleInvite} noValidate>
        <TextField
          label="Inviter un responsable par e-mail"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          hint="Il recevra un lien valable 7 jours pour accepter."
          addon={
            <Button type="submit" icon={<UserPlusIcon className="btn__icon" />} isLoading={invite.isPending}>
              Inviter
            </Button>
          }
        />
      </form>
      <FeedbackLine feedback={inviteFeedback} />
      <PendingInvitations invitations={invitations} />
      <CandidateList candidates={candidates} currentId={bakery.responsable?.id ?? null} />
    </section>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Button, ErrorBox } from '@/components/ui';
import { useLeaveBakery } from '../api/manager-control';
import { actionErrorMessage } from '../lib/pro-errors';

export const LEAVE_CONFIRM = 'Quitter cette boulangerie ? Vous ne pourrez plus la gérer, sauf nouvelle invitation de son propriétaire.';
export const LEAVE_ERROR = 'Impossible de quitter cette boulangerie pour le moment.';

/**
 * « Quitter cette boulangerie » on a manager's card, after « Oui, quitter » (the focus lands on « Non »):
 * docs/bakery-management.md, "The screens". `onLeft` receives the server's sentence, shown by the list.
 */
export function LeaveBakery({ bakeryId, onLeft }: { bakeryId: number; onLeft: (message: string) => void }) {
  const mutation = useLeaveBakery();
  const [isConfirming, setConfirming] = useState(false);
  const promptId = useId();
  const noId = useId();
  const leaveId = useId();
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (isConfirming) document.getElementById(noId)?.focus();
    else if (wasConfirming.current) document.getElementById(leaveId)?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming, noId, leaveId]);

  return (
    <div className="pro-danger">
      {isConfirming ? (
        <div className="pro-confirm" role="group" aria-labelledby={promptId}>
          <p className="pro-confirm__text" id={promptId}>
            {LEAVE_CONFIRM}
          </p>
          <div className="pro-confirm__actions">
            <Button
              variant="danger"
              isLoading={mutation.isPending}
              onClick={() => mutation.mutate(bakeryId, { onSuccess: (answer) => onLeft(answer.detail) })}
            >
              Oui, quitter
            </Button>
            <Button id={noId} variant="secondary" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
              Non
            </Button>
          </div>
        </div>
      ) : (
        <Button
          id={leaveId}
          variant="ghost"
          className="pro-danger__button"
          onClick={() => {
            mutation.reset();
            setConfirming(true);
          }}
        >
          Quitter cette boulangerie
        </Button>
      )}
      {mutation.isError ? <ErrorBox>{actionErrorMessage(mutation.error, LEAVE_ERROR)}</ErrorBox> : null}
    </div>
  );
}

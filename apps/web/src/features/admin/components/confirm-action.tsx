import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui';

type ConfirmActionProps = {
  /** The button that opens the question. */
  label: string;
  /** The question, and what answering Oui does. */
  question: ReactNode;
  onConfirm: () => void;
  /** The confirmed action is under way: the question stays until it ends. */
  isPending: boolean;
  variant?: ButtonVariant;
};

/**
 * A button that first asks: « question » Oui / Non (the pattern of the professional screens). The
 * keyboard lands on Non, and back on the button when the question closes.
 */
export function ConfirmAction({ label, question, onConfirm, isPending, variant = 'danger' }: ConfirmActionProps) {
  const [isAsking, setAsking] = useState(false);
  const promptId = useId();
  const noId = useId();
  const openId = useId();
  const wasAsking = useRef(false);
  const wasPending = useRef(false);

  useEffect(() => {
    if (isAsking) document.getElementById(noId)?.focus();
    else if (wasAsking.current) document.getElementById(openId)?.focus();
    wasAsking.current = isAsking;
  }, [isAsking, noId, openId]);

  // The action answered: the question has done its job.
  useEffect(() => {
    if (wasPending.current && !isPending) setAsking(false);
    wasPending.current = isPending;
  }, [isPending]);

  if (!isAsking) {
    return (
      <Button id={openId} size="sm" variant={variant} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div className="admin-confirm" role="group" aria-labelledby={promptId}>
      <p className="admin-confirm__text" id={promptId}>
        {question}
      </p>
      <div className="admin-confirm__actions">
        <Button size="sm" variant="danger" isLoading={isPending} onClick={onConfirm}>
          Oui
        </Button>
        <Button id={noId} size="sm" variant="secondary" disabled={isPending} onClick={() => setAsking(false)}>
          Non
        </Button>
      </div>
    </div>
  );
}

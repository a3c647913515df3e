import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';

type ConfirmActionProps = {
  /** The button that opens the question. */
  label: string;
  /** The question, and what answering Oui does. */
  question: ReactNode;
  onConfirm: () => void;
  /** The confirmed action is under way: the question stays until it ends. */
  isPending: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The opening button's accessible name when `label` alone is ambiguous in a list (« Supprimer : … »). */
  ariaLabel?: string;
  /** The answer that does it: « Oui » unless said. */
  confirmLabel?: string;
};

/**
 * A button that first asks: « question » Oui / Non, the one confirmation of the professional and
 * staff screens. The keyboard lands on Non, and back on the button when the question closes.
 */
export function ConfirmAction({
  label,
  question,
  onConfirm,
  isPending,
  variant = 'danger',
  size = 'sm',
  ariaLabel,
  confirmLabel = 'Oui',
}: ConfirmActionProps) {
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
      <Button id={openId} size={size} variant={variant} aria-label={ariaLabel} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div className="confirm-prompt" role="group" aria-labelledby={promptId}>
      <p className="confirm-prompt__text" id={promptId}>
        {question}
      </p>
      <div className="confirm-prompt__actions">
        <Button size="sm" variant="danger" isLoading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button id={noId} size="sm" variant="secondary" disabled={isPending} onClick={() => setAsking(false)}>
          Non
        </Button>
      </div>
    </div>
  );
}

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
    <ConfirmPrompt
      question={question}
      onConfirm={onConfirm}
      onCancel={() => setAsking(false)}
      isPending={isPending}
      confirmLabel={confirmLabel}
      promptId={promptId}
      noId={noId}
    />
  );
}

type ConfirmPromptProps = {
  question: ReactNode;
  onConfirm: () => void;
  /** « Non »: the caller closes the prompt and puts the focus back where it came from. */
  onCancel: () => void;
  isPending: boolean;
  confirmLabel?: string;
  promptId?: string;
  /** Given: the caller focuses « Non » itself (ConfirmAction); else the prompt does on mount. */
  noId?: string;
};

/** The question with Oui / Non, without its opening button: for an action chosen elsewhere (a row's menu). */
export function ConfirmPrompt({ question, onConfirm, onCancel, isPending, confirmLabel = 'Oui', promptId, noId }: ConfirmPromptProps) {
  const ownPromptId = useId();
  const ownNoId = useId();
  const textId = promptId ?? ownPromptId;
  const cancelId = noId ?? ownNoId;
  useEffect(() => {
    if (!noId) document.getElementById(cancelId)?.focus();
  }, [noId, cancelId]);
  return (
    <div className="confirm-prompt" role="group" aria-labelledby={textId}>
      <p className="confirm-prompt__text" id={textId}>
        {question}
      </p>
      <div className="confirm-prompt__actions">
        <Button size="sm" variant="danger" isLoading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button id={cancelId} size="sm" variant="secondary" disabled={isPending} onClick={onCancel}>
          Non
        </Button>
      </div>
    </div>
  );
}

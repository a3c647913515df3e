import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui';

type CreationDialogProps = {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal `<dialog>`: showModal() makes the page behind it inert (the focus stays inside) and
 * Escape closes it; focus returns to the button that opened it.
 */
export function CreationDialog({ isOpen, title, onClose, children }: CreationDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    document.documentElement.classList.add('has-modal');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      document.documentElement.classList.remove('has-modal');
      opener?.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return (
    <dialog
      ref={ref}
      className="pro-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: we close through React state so the form unmounts with the dialog.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className="pro-dialog__head">
        <h2 className="pro-dialog__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="pro-dialog__close" onClick={onClose} aria-label="Fermer">
          <CloseIcon />
        </button>
      </div>
      <div className="pro-dialog__body">{children}</div>
    </dialog>
  );
}

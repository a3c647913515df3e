import { TOAST_DURATION_MS } from '@fournil/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cx } from '@/lib/cx';
import { CloseIcon } from './icons';

export type ToastTone = 'info' | 'success' | 'error';

export type ToastProps = {
  /** Nothing is rendered while null. */
  message: string | null;
  onDismiss: () => void;
  tone?: ToastTone;
  /** Defaults to 5 s (docs/visitor-screens.md, "On every page"). */
  durationMs?: number;
  /** Change it to restart the timer when the same message is shown again. */
  id?: number | string;
};

/** A transient message above the bottom navigation; it dismisses itself after `durationMs`. */
export function Toast({ message, onDismiss, tone = 'info', durationMs = TOAST_DURATION_MS, id }: ToastProps) {
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => dismissRef.current(), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs, id]);

  return (
    <div className="toast-region" role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {message !== null ? (
        <div className={cx('toast', tone !== 'info' && `toast--${tone}`)}>
          <p className="toast__message">{message}</p>
          <button type="button" className="toast__close" onClick={onDismiss} aria-label="Fermer le message">
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}

type ToastState = { message: string; tone: ToastTone; key: number } | null;

/** Local toast state: `const toast = useToast(); toast.show('…'); <Toast {...toast.props} />`. */
export function useToast() {
  const [state, setState] = useState<ToastState>(null);
  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    setState((previous) => ({ message, tone, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const dismiss = useCallback(() => setState(null), []);
  return {
    show,
    dismiss,
    props: { message: state?.message ?? null, tone: state?.tone ?? 'info', onDismiss: dismiss, id: state?.key ?? 0 } satisfies ToastProps,
  };
}

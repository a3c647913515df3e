import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Button } from './button';
import { AlertIcon } from './icons';

export type ErrorBoxProps = {
  /** The French error message. */
  children: ReactNode;
  /** Optional bold first line. */
  title?: ReactNode;
  /** Shows a 'Réessayer' button. */
  onRetry?: () => void;
  className?: string;
};

/** Red error box, announced immediately (role="alert"). */
export function ErrorBox({ children, title, onRetry, className }: ErrorBoxProps) {
  return (
    <div className={cx('error-box', className)} role="alert">
      <AlertIcon className="error-box__icon" />
      <div className="error-box__body">
        {title ? <strong className="error-box__title">{title}</strong> : null}
        <div>{children}</div>
        {onRetry ? (
          <Button variant="secondary" size="sm" className="error-box__action" onClick={onRetry}>
            Réessayer
          </Button>
        ) : null}
      </div>
    </div>
  );
}

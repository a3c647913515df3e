import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type SpinnerProps = {
  size?: 'md' | 'lg';
  /** When given, the spinner is announced (role="status"); otherwise it is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const classes = cx('spinner', size === 'lg' && 'spinner--lg', className);
  if (!label) return <span className={classes} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={classes} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export type LoadingTextProps = {
  /** Defaults to 'Chargement…'. */
  children?: ReactNode;
  className?: string;
};

/** A spinner with a visible, announced loading sentence. */
export function LoadingText({ children = 'Chargement…', className }: LoadingTextProps) {
  return (
    <p className={cx('loading-text', className)} role="status" aria-live="polite">
      <Spinner />
      <span>{children}</span>
    </p>
  );
}

import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

export type BadgeProps = {
  /** success = green (open, bread), danger = red (no bread), neutral = grey (closed). */
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
};

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('badge', tone !== 'neutral' && `badge--${tone}`, className)}>{children}</span>;
}

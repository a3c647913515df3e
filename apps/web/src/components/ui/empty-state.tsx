import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type EmptyStateProps = {
  /** The sentence shown (the screen's own empty text, word for word). */
  children: ReactNode;
  title?: ReactNode;
  /** Decorative icon or illustration. */
  icon?: ReactNode;
  /** A button or link to get out of the empty state. */
  action?: ReactNode;
  compact?: boolean;
  className?: string;
};

export function EmptyState({ children, title, icon, action, compact = false, className }: EmptyStateProps) {
  return (
    <div className={cx('empty-state', compact && 'empty-state--compact', className)}>
      {icon ? <span className="empty-state__icon">{icon}</span> : null}
      {title ? <p className="empty-state__title">{title}</p> : null}
      <p className="empty-state__text">{children}</p>
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}

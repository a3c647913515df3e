import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small uppercase label above the title (section name). */
  eyebrow?: ReactNode;
  /** Buttons or links aligned with the title. */
  actions?: ReactNode;
  titleId?: string;
  className?: string;
};

export function PageHeader({ title, subtitle, eyebrow, actions, titleId, className }: PageHeaderProps) {
  return (
    <header className={cx('page-header', className)}>
      {eyebrow ? <span className="page-header__eyebrow">{eyebrow}</span> : null}
      <div className="page-header__row">
        <h1 className="page-header__title" id={titleId}>
          {title}
        </h1>
        {actions ? <div className="page-header__actions">{actions}</div> : null}
      </div>
      {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
    </header>
  );
}

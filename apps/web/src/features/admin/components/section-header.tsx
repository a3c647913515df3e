import type { ReactNode } from 'react';

type SectionHeaderProps = { title: string; actions?: ReactNode; children?: ReactNode };

/** A section's heading (h2 under the back-office title), its main actions and its intro line. */
export function SectionHeader({ title, actions, children }: SectionHeaderProps) {
  return (
    <div className="admin-section-header">
      <div className="admin-section-header__row">
        <h2 className="admin-section-header__title">{title}</h2>
        {actions ? <div className="admin-section-header__actions">{actions}</div> : null}
      </div>
      {children ? <p className="admin-section-header__intro">{children}</p> : null}
    </div>
  );
}

import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useUnreadMessageCount } from '../api/messages';
import { ADMIN_SECTIONS, sectionOfPath } from '../lib/admin-sections';

function UnreadCount() {
  const count = useUnreadMessageCount();
  if (!count.data) return null;
  return (
    <span className="admin-nav__count">
      {count.data}
      <span className="visually-hidden"> non lu{count.data > 1 ? 's' : ''}</span>
    </span>
  );
}

function SectionLinks() {
  return (
    <ul className="admin-nav__list">
      {ADMIN_SECTIONS.map((section) => (
        <li key={section.page.path}>
          <NavLink to={section.page.getHref()} className="admin-nav__link">
            {section.label}
            {section.page === paths.admin.messages ? <UnreadCount /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The back-office sections: tabs on a laptop, a compact menu on a phone (admin.css shows one of
 * the two; the other is not displayed, so assistive technology meets only one).
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const current = sectionOfPath(pathname);
  return (
    <nav className="admin-nav" aria-label="Sections du back-office">
      {/* key: the menu closes when a section is chosen. */}
      <details className="admin-nav__menu" key={pathname}>
        <summary className="admin-nav__summary">
          <span className="admin-nav__summary-label">Section :</span> {current?.label ?? 'Choisir'}
        </summary>
        <SectionLinks />
      </details>
      <div className="admin-nav__tabs">
        <SectionLinks />
      </div>
    </nav>
  );
}

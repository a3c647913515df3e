import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, HomeIcon, StoreIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { AppLink, useNavigator } from '@/lib/navigation';

type NavItem = {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Paths that belong to this section (visual active state). */
  isInSection: (pathname: string) => boolean;
};

const PRO_PATHS = [
  '/magister',
  '/register',
  '/login',
  '/connexion',
  '/dashboard',
  '/profil',
  '/boulangeries',
  '/boulangerie-responsable',
  '/regie-publicitaire',
  '/deverrouiller-regie',
  '/forgot-password',
  '/reset-password',
  '/activation',
  '/invite',
  '/paiement',
  '/success',
];

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

const NAV_ITEMS: NavItem[] = [
  {
    to: '/',
    label: 'Accueil',
    icon: HomeIcon,
    isInSection: (p) => p === '/' || startsWithSegment(p, '/boulangerie') || startsWithSegment(p, '/itineraire'),
  },
  { to: '/messageriedirect', label: 'Nous contacter', icon: ChatIcon, isInSection: (p) => startsWithSegment(p, '/messageriedirect') },
  { to: '/magister', label: 'Accès PRO', icon: StoreIcon, isInSection: (p) => PRO_PATHS.some((prefix) => startsWithSegment(p, prefix)) },
];

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The bottom navigation bar shown on every page (spec §2). */
export function BottomNav() {
  const pathname = normalize(useNavigator().pathname);
  return (
    <nav className="bottom-nav" aria-label="Navigation principale">
      <ul className="bottom-nav__list">
        {NAV_ITEMS.map(({ to, label, icon: Icon, isInSection }) => {
          const isCurrentPage = pathname === to;
          const isActive = isCurrentPage || isInSection(pathname);
          return (
            <li key={to} className="bottom-nav__item">
              <AppLink
                to={to}
                className={cx('bottom-nav__link', isActive && 'is-active')}
                aria-current={isCurrentPage ? 'page' : isActive ? 'true' : undefined}
              >
                <Icon className="bottom-nav__icon" />
                <span>{label}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

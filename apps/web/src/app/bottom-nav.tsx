import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, HomeIcon, StoreIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { AppLink, useNavigator } from '@/lib/navigation';

type NavItem = {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Paths that belong to this section (visual active state). */
  isInSection: (pathname: string) => boolean;
};

/** The first segment of a page's pattern, `/invite/accepter/:token` → `/invite`: the part of the site it belongs to. */
function sectionOf(page: { path: string }): string {
  return `/${page.path.split('/')[1] ?? ''}`;
}

const PRO_PATHS = [
  paths.proHub,
  paths.register,
  paths.login,
  paths.legacyLogin,
  paths.dashboard,
  paths.profile,
  paths.myBakeries,
  paths.managedBakeries,
  paths.campaigns,
  paths.unlockCampaigns,
  paths.myPayments,
  paths.forgotPassword,
  paths.resetPassword,
  paths.activation,
  paths.acceptInvitation,
  // Also the simulated checkout (/paiement/simulation/…).
  paths.paymentResult,
  paths.paymentPolling,
].map(sectionOf);

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

const NAV_ITEMS: NavItem[] = [
  {
    to: paths.home.getHref(),
    label: 'Accueil',
    icon: HomeIcon,
    isInSection: (p) =>
      p === paths.home.path || startsWithSegment(p, sectionOf(paths.bakery)) || startsWithSegment(p, sectionOf(paths.directions)),
  },
  {
    to: paths.contact.getHref(),
    label: 'Nous contacter',
    icon: ChatIcon,
    isInSection: (p) => startsWithSegment(p, sectionOf(paths.contact)),
  },
  {
    to: paths.proHub.getHref(),
    label: 'Accès PRO',
    icon: StoreIcon,
    isInSection: (p) => PRO_PATHS.some((prefix) => startsWithSegment(p, prefix)),
  },
];

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The bottom navigation bar shown on every page (docs/visitor-screens.md, "On every page"). Fixed over
 * the page's bottom: lift-focus-above-nav.ts keeps the keyboard focus from going under it.
 */
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

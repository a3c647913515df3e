import type { TUser } from '@fournil/shared';
import { useId, useState, type ComponentType, type KeyboardEvent, type ReactNode, type SVGProps } from 'react';
import { Link, Navigate } from 'react-router';
import {
  Badge,
  ChevronRightIcon,
  ErrorBox,
  LoadingText,
  LockSmallIcon,
  MegaphoneIcon,
  PageHeader,
  ReceiptIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  StoreIcon,
  UserIcon,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { proHomePath } from '@/lib/pro-home';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUser } from '../api/get-user';
import { SIREN_REQUIRED_TOOLTIP, profileLoadErrorMessage } from '../lib/account-messages';
import '../account.css';

export const DASHBOARD_TITLE = 'Tableau de bord';
/** The spec's « Utilisateurs » leads to the person's own profile, and says so. */
export const PROFILE_TILE_LABEL = 'Mon profil';

type DashboardProps = {
  /** The FAQ block for /dashboard, composed by the route. */
  faq?: ReactNode;
  /** Notices about the owner's bakeries (public holidays whose rule is not said), composed by the route. */
  reminders?: ReactNode;
  /** « Vos premiers pas » until every step is done, composed by the route. */
  checklist?: ReactNode;
  /** Each bakery's bread switch (the user's SIREN verified), composed by the route. */
  breadSwitches?: (user: TUser) => ReactNode;
};

/**
 * /dashboard: the professional area's entry points. A manager or a staff member who owns no bakery
 * has their own Tableau de bord (lib/pro-home.ts): their bakeries, the back-office. « Se déconnecter »
 * is in the account menu of the header every signed-in screen shares.
 */
export function Dashboard({ faq, reminders, checklist, breadSwitches }: DashboardProps) {
  useDocumentTitle(DASHBOARD_TITLE);
  const query = useUser();
  const user = query.data;

  const home = user ? proHomePath(user) : null;
  if (home !== null && home !== paths.dashboard.getHref()) return <Navigate to={home} replace />;

  return (
    <div className="dash">
      <PageHeader
        eyebrow="Accès PRO"
        title={DASHBOARD_TITLE}
        subtitle={user ? <>Bonjour {user.username}, que souhaitez-vous faire ?</> : 'Votre espace professionnel.'}
      />
      {query.isPending ? (
        <LoadingText>Chargement de votre compte…</LoadingText>
      ) : query.isError ? (
        <ErrorBox onRetry={() => void query.refetch()}>{profileLoadErrorMessage(query.error)}</ErrorBox>
      ) : (
        <SirenStatus user={query.data} />
      )}
      {checklist}
      {user ? breadSwitches?.(user) : null}
      {reminders}
      <nav aria-label="Espace professionnel">
        <ul className="link-list link-list--3">
          {dashboardTiles(user).map((tile) => (
            <li key={tile.to}>
              <DashboardTile {...tile} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="dash__faq">{faq}</div>
    </div>
  );
}

function SirenStatus({ user }: { user: TUser }) {
  if (user.siren_verified) {
    return (
      <div className="dash-siren dash-siren--ok">
        <ShieldCheckIcon className="dash-siren__icon" />
        <div className="dash-siren__body">
          <p className="dash-siren__title">
            SIREN vérifié <Badge tone="success">Boulangerie</Badge>
          </p>
          <p className="dash-siren__text">Votre entreprise est reconnue comme boulangerie : toutes les fonctionnalités sont ouvertes.</p>
        </div>
      </div>
    );
  }
  return (
    <div className="dash-siren">
      <ShieldAlertIcon className="dash-siren__icon" />
      <div className="dash-siren__body">
        <p className="dash-siren__title">Vérifiez votre SIREN</p>
        <p className="dash-siren__text">Renseignez le SIREN de votre boulangerie dans votre profil pour gérer vos boutiques.</p>
        <Link className="dash-siren__link" to={paths.profile.getHref()}>
          Compléter mon profil
        </Link>
      </div>
    </div>
  );
}

/** The sections the dashboard leads to; Boulangeries waits for a verified SIREN, Administration shows for staff only. */
function dashboardTiles(user: TUser | undefined): DashboardTileProps[] {
  const tiles: DashboardTileProps[] = [
    { to: paths.profile.getHref(), label: PROFILE_TILE_LABEL, hint: 'Votre profil professionnel et votre SIREN.', icon: UserIcon },
    {
      to: paths.myBakeries.getHref(),
      label: 'Boulangeries',
      hint: 'Vos boutiques, horaires et disponibilités.',
      icon: StoreIcon,
      lockedReason: user?.siren_verified ? null : SIREN_REQUIRED_TOOLTIP,
    },
    { to: paths.campaigns.getHref(), label: 'Accès à la Régie Publicitaire', hint: 'Vos campagnes publicitaires.', icon: MegaphoneIcon },
    { to: paths.myPayments.getHref(), label: 'Mes paiements', hint: 'Vos paiements, factures et abonnements.', icon: ReceiptIcon },
  ];
  if (user?.is_staff) {
    tiles.push({
      to: paths.admin.root.getHref(),
      label: 'Administration',
      hint: 'Pages, FAQ, codes promo, messages, comptes et paiements.',
      icon: ShieldCheckIcon,
    });
  }
  return tiles;
}

type DashboardTileProps = {
  to: string;
  label: string;
  hint: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** When set, the tile is disabled and this text is its tooltip. */
  lockedReason?: string | null;
};

/**
 * A large link leading to a section: a real link, the whole tile clickable, focusable with a visible
 * focus ring. A locked tile leads nowhere: a button that stays focusable (aria-disabled) so that its
 * tooltip can be read on hover, on keyboard focus and by screen readers (aria-describedby).
 */
function DashboardTile({ to, label, hint, icon: Icon, lockedReason = null }: DashboardTileProps) {
  const labelId = useId();
  const hintId = useId();
  const tooltipId = useId();
  const [isTooltipShown, setTooltipShown] = useState(false);

  const content = (
    <>
      <span className="link-tile__icon link-tile__icon--lg">
        <Icon />
      </span>
      <span className="dash-tile__text">
        <span className="dash-tile__label" id={labelId}>
          {label}
        </span>
        <span className="link-tile__hint" id={hintId}>
          {hint}
        </span>
      </span>
    </>
  );

  if (lockedReason === null) {
    return (
      <div className="dash-tile-wrap">
        <Link className="dash-tile" to={to} aria-labelledby={labelId} aria-describedby={hintId}>
          {content}
          <ChevronRightIcon className="dash-tile__end" />
        </Link>
      </div>
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape') setTooltipShown(false);
  }

  return (
    <div className="dash-tile-wrap is-locked">
      <button
        type="button"
        className="dash-tile"
        aria-labelledby={labelId}
        aria-describedby={`${tooltipId} ${hintId}`}
        aria-disabled
        onClick={() => setTooltipShown(true)}
        onFocus={() => setTooltipShown(true)}
        onBlur={() => setTooltipShown(false)}
        onMouseEnter={() => setTooltipShown(true)}
        onMouseLeave={() => setTooltipShown(false)}
        onKeyDown={handleKeyDown}
      >
        {content}
        <LockSmallIcon className="dash-tile__end" />
      </button>
      <span role="tooltip" id={tooltipId} className={cx('dash-tooltip', isTooltipShown && 'is-shown')}>
        {lockedReason}
      </span>
    </div>
  );
}

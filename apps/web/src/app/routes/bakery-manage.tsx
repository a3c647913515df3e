import { BAKERY_MESSAGES, parsePathId } from '@fournil/shared';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LinkButton } from '@/components/ui';
import { paths } from '@/config/paths';
import { BakeryPage } from '@/features/pro-bakeries/components/bakery-page';
import { ownerCalendar } from './bakery-calendar-slots';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /boulangeries/:id: one of the owner's bakeries, deep-linkable. */
function BakeryManageRoute() {
  useSessionExpiredRedirect();
  const { id } = useParams();
  const navigate = useNavigate();
  const bakeryId = parsePathId(id);
  // A claim that just succeeded says so here (docs/claims.md).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  return (
    <div className="container container--wide page">
      <div className="pro-back">
        <LinkButton to={paths.myBakeries.getHref()} variant="ghost" size="sm" icon={<span aria-hidden="true">←</span>}>
          Mes Boulangeries
        </LinkButton>
      </div>
      {typeof notice === 'string' ? (
        <p className="pro-success" role="status">
          {notice}
        </p>
      ) : null}
      <BakeryPage
        key={bakeryId ?? 'invalide'}
        bakeryId={bakeryId}
        calendar={ownerCalendar}
        onDeleted={() => void navigate(paths.myBakeries.getHref(), { replace: true, state: { notice: BAKERY_MESSAGES.deleted } })}
      />
    </div>
  );
}

export const Component = BakeryManageRoute;

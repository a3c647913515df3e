import { BAKERY_MESSAGES } from '@fournil/shared';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '@/components/ui';
import { BakeryPage } from '@/features/pro-bakeries/components/bakery-page';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /boulangeries/:id: one of the owner's bakeries, deep-linkable. */
function BakeryManageRoute() {
  useSessionExpiredRedirect();
  const { id } = useParams();
  const navigate = useNavigate();
  const bakeryId = parseId(id);

  return (
    <div className="container container--wide page">
      <div className="pro-back">
        <LinkButton to="/boulangeries" variant="ghost" size="sm" icon={<span aria-hidden="true">←</span>}>
          Mes Boulangeries
        </LinkButton>
      </div>
      <BakeryPage
        key={bakeryId ?? 'invalide'}
        bakeryId={bakeryId}
        onDeleted={() => void navigate('/boulangeries', { replace: true, state: { notice: BAKERY_MESSAGES.deleted } })}
      />
    </div>
  );
}

export const Component = BakeryManageRoute;

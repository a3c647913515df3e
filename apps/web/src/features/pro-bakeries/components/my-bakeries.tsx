import { ACCOUNT_CAP_MESSAGES, BAKERY_MESSAGES, type TProBakery } from '@fournil/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, EmptyState, ErrorBox, LoadingText, PageHeader, StoreIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { useCreateBakery } from '../api/create-bakery';
import { useManagerCandidates } from '../api/get-manager-candidates';
import { useMyBakeries } from '../api/get-my-bakeries';
import { useMyLimits } from '../api/get-my-limits';
import { isSirenRequired } from '../lib/pro-errors';
import { BakeryForm } from './bakery-form';
import { BakeryLogo } from './bakery-logo';
import { BakeryStatus } from './bakery-status';
import { CreationDialog } from './creation-dialog';
import { FIX_POSITION_HASH, MapPresenceNotice } from './map-presence-notice';
import { PLACE_ON_MAP_HASH, PositionToConfirmNotice } from './position-to-confirm';
import { SirenNotice } from './siren-notice';
import '../pro-bakeries.css';

export const MY_BAKERIES_TITLE = 'Mes Boulangeries';
export const NEW_BAKERY_LABEL = 'Nouvelle boulangerie';
export const WRITE_TO_US = 'Nous écrire';

export const PUBLIC_PAGE_LINK = 'Voir sa page publique';
export const CALENDAR_LINK = 'Indiquer ses fermetures exceptionnelles';

export type MyBakeriesProps = {
  /** A message brought from another screen (e.g. 'Boulangerie supprimée !'). */
  notice?: string | null;
  /** Where a bakery's exceptional closures are set (another feature's section, given by the route). */
  calendarHref?: (bakeryId: number) => string;
};

/** /boulangeries: the owner's bakeries and the creation modal (docs/bakery-management.md, "The screens"). */
export function MyBakeries({ notice = null, calendarHref }: MyBakeriesProps) {
  useDocumentTitle(MY_BAKERIES_TITLE);
  const query = useMyBakeries();
  const isLocked = isSirenRequired(query.error);
  const candidates = useManagerCandidates({ enabled: query.isSuccess });
  const limits = useMyLimits({ enabled: query.isSuccess });
  const create = useCreateBakery();
  const [isCreating, setCreating] = useState(false);
  const [message, setMessage] = useState<string | null>(notice);
  // The bakery just created: its next steps are offered under the success message.
  const [created, setCreated] = useState<TProBakery | null>(null);
  const bakeryCap = limits.data?.bakeries;
  // At the cap, the screen says so in place of a form the server would refuse
  // (docs/bakery-management.md, "Caps per account"); the server's 409 stays the rule.
  const isAtCap = bakeryCap !== undefined && bakeryCap.used >= bakeryCap.limit;

  function openCreation() {
    create.reset();
    setMessage(null);
    setCreated(null);
    setCreating(true);
  }

  function handleCreate(body: FormData) {
    create.mutate(body, {
      onSuccess: (bakery) => {
        setCreating(false);
        setMessage(BAKERY_MESSAGES.created);
        setCreated(bakery);
      },
    });
  }

  const newButton = isAtCap ? undefined : (
    <Button icon={<StoreIcon className="btn__icon" />} onClick={openCreation}>
      {NEW_BAKERY_LABEL}
    </Button>
  );

  return (
    <div className="pro-page">
      <PageHeader
        eyebrow="Accès PRO"
        title={MY_BAKERIES_TITLE}
        subtitle="Vos boutiques, leurs horaires et ce qui est disponible en ce moment."
        actions={query.isSuccess && query.data.length > 0 ? newButton : undefined}
      />
      <div role="status" className="live-region">
        {message ? <p className="pro-success">{message}</p> : null}
      </div>
      {created && message === BAKERY_MESSAGES.created ? (
        <nav className="pro-created-links" aria-label={`Et maintenant, pour ${created.nom}`}>
          <Link to={paths.bakery.getHref(created.id)}>{PUBLIC_PAGE_LINK}</Link>
          {calendarHref ? <Link to={calendarHref(created.id)}>{CALENDAR_LINK}</Link> : null}
        </nav>
      ) : null}
      {isAtCap ? (
        <div className="pro-cap-notice">
          <p>{ACCOUNT_CAP_MESSAGES.bakeries(bakeryCap.limit)}</p>
          <Link to={paths.contact.getHref()}>{WRITE_TO_US}</Link>
        </div>
      ) : null}
      {query.isPending ? (
        <LoadingText>Chargement des boulangeries…</LoadingText>
      ) : isLocked ? (
        <SirenNotice />
      ) : query.isError ? (
        <ErrorBox onRetry={() => void query.refetch()}>{BAKERY_MESSAGES.loadError}</ErrorBox>
      ) : query.data.length === 0 ? (
        <EmptyState icon={<StoreIcon />} action={newButton}>
          {BAKERY_MESSAGES.empty}
        </EmptyState>
      ) : (
        <BakeryCards bakeries={query.data} />
      )}

      <CreationDialog isOpen={isCreating} title={NEW_BAKERY_LABEL} onClose={() => setCreating(false)}>
        <BakeryForm
          mode="create"
          candidates={candidates.data ?? []}
          isSubmitting={create.isPending}
          error={create.error}
          onSubmit={handleCreate}
          onCancel={() => setCreating(false)}
        />
      </CreationDialog>
    </div>
  );
}

function BakeryCards({ bakeries }: { bakeries: TProBakery[] }) {
  const now = useNow();
  return (
    <ul className="link-list link-list--2">
      {bakeries.map((bakery) => (
        <li key={bakery.id}>
          <Link className="pro-card" to={paths.manageBakery.getHref(bakery.id)}>
            <BakeryLogo src={bakery.image_logo_main} fallback="default" />
            <span className="pro-card__body">
              <span className="pro-card__name">{bakery.nom}</span>
              <span className="pro-card__city">{[bakery.code_postal_boulangerie, bakery.ville].filter(Boolean).join(' ')}</span>
              <BakeryStatus bakery={bakery} now={now} />
            </span>
          </Link>
          <MapPresenceNotice
            bakery={bakery}
            action={
              <Link
                className="map-presence-notice__link"
                to={`${paths.manageBakery.getHref(bakery.id)}${FIX_POSITION_HASH}`}
                aria-label={`${BAKERY_MESSAGES.fixLocation} : ${bakery.nom}`}
              >
                {BAKERY_MESSAGES.fixLocation}
              </Link>
            }
          />
          <PositionToConfirmNotice
            bakery={bakery}
            action={
              <Link
                className="map-presence-notice__link"
                to={`${paths.manageBakery.getHref(bakery.id)}${PLACE_ON_MAP_HASH}`}
                aria-label={`${BAKERY_MESSAGES.placeOnMap} : ${bakery.nom}`}
              >
                {BAKERY_MESSAGES.placeOnMap}
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}

import { BAKERY_MESSAGES, formatCoordinate, type TAvailabilityField, type TProBakery } from '@fournil/shared';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { Button, ErrorBox, LinkButton, LoadingText, PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { useDeleteBakery } from '../api/delete-bakery';
import { useProBakery } from '../api/get-bakery';
import { useManagerCandidates } from '../api/get-manager-candidates';
import { usePendingInvitations } from '../api/manager-control';
import { usePatchBakery } from '../api/patch-bakery';
import { useUpdateBakery } from '../api/update-bakery';
import { actionErrorMessage, isSirenRequired } from '../lib/pro-errors';
import { AvailabilityToggles } from './availability-toggles';
import { BakeryForm } from './bakery-form';
import { BakeryLogo } from './bakery-logo';
import { BakeryStatus } from './bakery-status';
import { Fact } from './fact';
import { FIX_POSITION_HASH, isOnMap, MapPresenceNotice } from './map-presence-notice';
import { ManagerSection } from './manager-section';
import { OpeningDefaults } from './opening-defaults';
import { OpeningHours } from './opening-hours';
import { PLACE_ON_MAP_HASH, PositionToConfirm } from './position-to-confirm';
import { SirenNotice } from './siren-notice';
import { VisitorReportsPanel } from './visitor-reports-panel';
import '../pro-bakeries.css';

export type BakeryPageProps = {
  /** null: the address does not hold a valid id. */
  bakeryId: number | null;
  /** Called once the bakery is deleted (the route goes back to /boulangeries). */
  onDeleted: () => void;
  /** The bakery's « Fermetures et horaires exceptionnels » section, composed by the route (another feature). */
  calendar?: (bakery: TProBakery) => ReactNode;
};

/** /boulangeries/:id: one bakery of the owner, in view mode or edit mode (docs/bakery-management.md, "The screens"). */
export function BakeryPage({ bakeryId, onDeleted, calendar }: BakeryPageProps) {
  const query = useProBakery(bakeryId);
  useDocumentTitle(query.data?.nom ?? 'Ma boulangerie');

  if (bakeryId === null || isApiError(query.error, 404)) return <ErrorBox>{BAKERY_MESSAGES.notFound}</ErrorBox>;
  if (query.isPending) return <LoadingText>Chargement de la boulangerie…</LoadingText>;
  if (isSirenRequired(query.error)) return <SirenNotice />;
  if (query.isError) {
    return (
      <ErrorBox onRetry={isApiError(query.error, 403) ? undefined : () => void query.refetch()}>
        {actionErrorMessage(query.error, BAKERY_MESSAGES.loadError)}
      </ErrorBox>
    );
  }
  return <BakeryManager bakery={query.data} onDeleted={onDeleted} calendar={calendar} />;
}

function BakeryManager({ bakery, onDeleted, calendar }: { bakery: TProBakery } & Pick<BakeryPageProps, 'onDeleted' | 'calendar'>) {
  // From the list's « Corriger la position »: straight to the form.
  const { hash } = useLocation();
  const [mode, setMode] = useState<'view' | 'edit'>(hash === FIX_POSITION_HASH ? 'edit' : 'view');
  const [notice, setNotice] = useState<string | null>(null);
  const candidates = useManagerCandidates();
  const invitations = usePendingInvitations();
  const update = useUpdateBakery(bakery.id);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function handleSubmit(body: FormData) {
    setNotice(null);
    update.mutate(body, {
      onSuccess: () => {
        setMode('view');
        setNotice(BAKERY_MESSAGES.saved);
      },
    });
  }

  // Back in view mode after a save: the focus goes to the title, the message is announced.
  useEffect(() => {
    if (mode === 'view' && notice === BAKERY_MESSAGES.saved) headingRef.current?.focus();
  }, [mode, notice]);

  function switchTo(next: 'view' | 'edit') {
    update.reset();
    setNotice(null);
    setMode(next);
  }

  if (mode === 'edit') {
    return (
      <div className="pro-page">
        <PageHeader eyebrow="Modifier" title={bakery.nom} />
        <BakeryForm
          mode="edit"
          bakery={bakery}
          candidates={candidates.data ?? []}
          isSubmitting={update.isPending}
          error={update.error}
          onSubmit={handleSubmit}
          onCancel={() => switchTo('view')}
        />
      </div>
    );
  }

  return (
    <div className="pro-page">
      <BakeryHeader bakery={bakery} headingRef={headingRef} onEdit={() => switchTo('edit')} />
      <div role="status" className="live-region">
        {notice ? <p className="pro-success">{notice}</p> : null}
      </div>
      <MapPresenceNotice
        bakery={bakery}
        action={
          <Button variant="secondary" size="sm" onClick={() => switchTo('edit')}>
            {BAKERY_MESSAGES.fixLocation}
          </Button>
        }
      />
      <PositionToConfirm bakery={bakery} isInitiallyOpen={hash === PLACE_ON_MAP_HASH} />
      <OwnerToggles bakery={bakery} />
      <VisitorReportsPanel bakeryId={bakery.id} />
      <OpeningDefaults bakery={bakery} />
      <BakeryDetails bakery={bakery} />
      {calendar?.(bakery)}
      {candidates.isError ? (
        <ErrorBox onRetry={() => void candidates.refetch()}>{actionErrorMessage(candidates.error, BAKERY_MESSAGES.loadError)}</ErrorBox>
      ) : null}
      <ManagerSection
        bakery={bakery}
        candidates={candidates.data ?? []}
        invitations={(invitations.data ?? []).filter((invitation) => invitation.boulangerie.id === bakery.id)}
      />
      <DeleteBakery bakeryId={bakery.id} onDeleted={onDeleted} />
    </div>
  );
}

type BakeryHeaderProps = { bakery: TProBakery; headingRef: RefObject<HTMLHeadingElement | null>; onEdit: () => void };

function BakeryHeader({ bakery, headingRef, onEdit }: BakeryHeaderProps) {
  const now = useNow();
  return (
    <header className="pro-hero">
      <BakeryLogo src={bakery.image_logo_main} fallback="text" size="lg" alt={`Logo de ${bakery.nom}`} />
      <div className="pro-hero__body">
        <span className="page-header__eyebrow">Mes Boulangeries</span>
        <h1 className="pro-hero__title" ref={headingRef} tabIndex={-1}>
          {bakery.nom}
        </h1>
        <p className="pro-hero__city">{[bakery.code_postal_boulangerie, bakery.ville].filter(Boolean).join(' ')}</p>
        <BakeryStatus bakery={bakery} now={now} />
      </div>
      <div className="pro-hero__actions">
        <Button onClick={onEdit}>Modifier</Button>
        <LinkButton to={paths.bakery.getHref(bakery.id)} variant="secondary">
          Voir la fiche publique
        </LinkButton>
      </div>
    </header>
  );
}

function OwnerToggles({ bakery }: { bakery: TProBakery }) {
  const titleId = useId();
  const mutation = usePatchBakery(bakery.id);
  const patch = (field: TAvailabilityField, value: boolean) => mutation.mutateAsync({ [field]: value });
  return (
    <section className="pro-section" aria-labelledby={titleId}>
      <h2 className="pro-section__title" id={titleId}>
        Disponibilités en direct
      </h2>
      <p className="pro-section__hint">Chaque changement est visible aussitôt sur la carte des visiteurs.</p>
      <AvailabilityToggles values={bakery} patch={patch} breadErrorText={BAKERY_MESSAGES.breadToggleError} label="Disponibilités" />
    </section>
  );
}

function BakeryDetails({ bakery }: { bakery: TProBakery }) {
  const infoId = useId();
  const hoursId = useId();
  const photosId = useId();
  return (
    <>
      <section className="pro-section" aria-labelledby={infoId}>
        <h2 className="pro-section__title" id={infoId}>
          Informations
        </h2>
        <dl className="pro-facts">
          <Fact label="Nom" value={bakery.nom} />
          <Fact label="Téléphone" value={bakery.telephone_boulangerie} />
          <Fact label="Adresse" value={bakery.adresse_postale || bakery.adresse} wide />
          <Fact label="Code postal" value={bakery.code_postal_boulangerie} />
          <Fact label="Ville" value={bakery.ville} />
          <Fact label="Latitude" value={formatCoordinate(bakery.latitude)} />
          <Fact label="Longitude" value={formatCoordinate(bakery.longitude)} />
          {isOnMap(bakery) && bakery.position_approximative ? (
            <Fact label="Position" value={BAKERY_MESSAGES.approximatePosition} wide />
          ) : null}
          <Fact label="Description courte" value={bakery.description_courte} wide />
          <Fact label="Présentation" value={bakery.presentation} wide />
          <Fact label="Le mot du boulanger" value={bakery.motduboulanger} wide />
        </dl>
      </section>
      <section className="pro-section" aria-labelledby={hoursId}>
        <h2 className="pro-section__title" id={hoursId}>
          Horaires d'ouverture
        </h2>
        <OpeningHours bakery={bakery} />
      </section>
      <section className="pro-section" aria-labelledby={photosId}>
        <h2 className="pro-section__title" id={photosId}>
          Photos de la boutique
        </h2>
        {bakery.images.length === 0 ? (
          <p className="pro-section__hint">Aucune photo pour le moment : ajoutez-en avec « Modifier ».</p>
        ) : (
          <ul className="pro-photos">
            {bakery.images.map((image, index) => (
              <li key={image.id}>
                <img src={image.image} alt={`Photo ${index + 1} de ${bakery.nom}`} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function DeleteBakery({ bakeryId, onDeleted }: { bakeryId: number; onDeleted: () => void }) {
  const [isConfirming, setConfirming] = useState(false);
  const mutation = useDeleteBakery(bakeryId);
  const promptId = useId();
  const noId = useId();
  const deleteId = useId();
  const wasConfirming = useRef(false);

  // Keyboard users land on the safe answer, and back on 'Supprimer' when the prompt closes.
  useEffect(() => {
    if (isConfirming) document.getElementById(noId)?.focus();
    else if (wasConfirming.current) document.getElementById(deleteId)?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming, noId, deleteId]);

  function confirm() {
    mutation.mutate(undefined, { onSuccess: onDeleted });
  }

  return (
    <section className="pro-section pro-danger" aria-label="Supprimer la boulangerie">
      {mutation.isSuccess ? (
        <div role="status">
          <p className="pro-success">{BAKERY_MESSAGES.deleted}</p>
        </div>
      ) : isConfirming ? (
        <div className="pro-confirm" role="group" aria-labelledby={promptId}>
          <p className="pro-confirm__text" id={promptId}>
            {BAKERY_MESSAGES.deleteConfirm}
          </p>
          <div className="pro-confirm__actions">
            <Button variant="danger" onClick={confirm} isLoading={mutation.isPending}>
              Oui
            </Button>
            <Button id={noId} variant="secondary" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
              Non
            </Button>
          </div>
        </div>
      ) : (
        <Button
          id={deleteId}
          variant="ghost"
          className="pro-danger__button"
          onClick={() => {
            mutation.reset();
            setConfirming(true);
          }}
        >
          Supprimer cette boulangerie
        </Button>
      )}
      {mutation.isError ? <ErrorBox>{BAKERY_MESSAGES.deleteError}</ErrorBox> : null}
    </section>
  );
}

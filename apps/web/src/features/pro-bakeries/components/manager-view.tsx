import { BAKERY_MESSAGES, formatCoordinate, type TAvailabilityField, type TProBakery } from '@fournil/shared';
import { useState, type ReactNode } from 'react';
import { Card, EmptyState, ErrorBox, LoadingText, PageHeader, StoreIcon } from '@/components/ui';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useManagedBakeries } from '../api/get-managed-bakeries';
import { usePatchManagedBakery } from '../api/patch-managed-bakery';
import { AvailabilityToggles } from './availability-toggles';
import { BakeryLogo } from './bakery-logo';
import { Fact } from './fact';
import { LeaveBakery } from './leave-bakery';
import '../pro-bakeries.css';

export type ManagerViewProps = {
  /** Shown under the title (e.g. why /boulangeries fell back to this view). */
  notice?: ReactNode;
  /** What the route adds to each bakery's card (the one-tap closing and the calendar, another feature). */
  cardExtra?: (bakery: TProBakery) => ReactNode;
};

/** /boulangerie-responsable: the bakeries the user manages, with their five toggles (docs/bakery-management.md, "The screens"). */
export function ManagerView({ notice, cardExtra }: ManagerViewProps) {
  useDocumentTitle(BAKERY_MESSAGES.managerViewTitle);
  const query = useManagedBakeries();
  const [leftNotice, setLeftNotice] = useState<string | null>(null);

  return (
    <div className="pro-page">
      <PageHeader
        eyebrow="Accès PRO"
        title={BAKERY_MESSAGES.managerViewTitle}
        subtitle="Indiquez en direct ce qui est disponible en boutique."
      />
      {notice}
      <div role="status" className="live-region">
        {leftNotice ? <p className="pro-success">{leftNotice}</p> : null}
      </div>
      {query.isPending ? (
        <LoadingText>Chargement des boulangeries…</LoadingText>
      ) : query.isError ? (
        <ErrorBox onRetry={() => void query.refetch()}>{BAKERY_MESSAGES.loadError}</ErrorBox>
      ) : query.data.length === 0 ? (
        <EmptyState icon={<StoreIcon />}>{BAKERY_MESSAGES.managerViewEmpty}</EmptyState>
      ) : (
        <ul className="link-list">
          {query.data.map((bakery) => (
            <li key={bakery.id}>
              <ManagedBakeryCard bakery={bakery} extra={cardExtra?.(bakery)} onLeft={setLeftNotice} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ManagedBakeryCard({ bakery, extra, onLeft }: { bakery: TProBakery; extra?: ReactNode; onLeft: (message: string) => void }) {
  const mutation = usePatchManagedBakery();
  const titleId = `managed-${bakery.id}`;
  const patch = (field: TAvailabilityField, value: boolean) => mutation.mutateAsync({ id: bakery.id, body: { [field]: value } });

  return (
    <Card as="article" className="managed-card" aria-labelledby={titleId}>
      <header className="managed-card__head">
        <BakeryLogo src={bakery.image_logo_main} fallback="text" alt={`Logo de ${bakery.nom}`} />
        <div className="managed-card__heading">
          <h2 className="managed-card__title" id={titleId}>
            {bakery.nom}
          </h2>
          <p className="managed-card__city">{bakery.ville}</p>
        </div>
      </header>

      <AvailabilityToggles values={bakery} patch={patch} label={`Disponibilités de ${bakery.nom}`} />
      {extra}

      <dl className="pro-facts">
        <Fact label="Adresse" value={bakery.adresse_postale || bakery.adresse} />
        <Fact label="Ville" value={bakery.ville} />
        <Fact label="Téléphone" value={bakery.telephone_boulangerie} />
        <Fact label="Description courte" value={bakery.description_courte} wide />
        <Fact label="Présentation" value={bakery.presentation} wide />
        <Fact label="Le mot du boulanger" value={bakery.motduboulanger} wide />
        <Fact label="Latitude" value={formatCoordinate(bakery.latitude)} />
        <Fact label="Longitude" value={formatCoordinate(bakery.longitude)} />
        <Fact label="Responsable" value={bakery.responsable_obj?.email ?? BAKERY_MESSAGES.noManager} wide />
      </dl>
      <LeaveBakery bakeryId={bakery.id} onLeft={onLeft} />
    </Card>
  );
}

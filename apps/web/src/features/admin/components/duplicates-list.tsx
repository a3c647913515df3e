import {
  ADMIN_DUPLICATE_MESSAGES,
  ADMIN_DUPLICATE_REASON_LABELS,
  ADMIN_DUPLICATE_STATUSES,
  formatShortDateTimeFr,
  keptSideOfPair,
  type TAdminDuplicate,
  type TAdminDuplicateSide,
} from '@fournil/shared';
import { useState } from 'react';
import { Badge, ConfirmAction, ErrorBox, FormStatus } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminDuplicates, useResolveDuplicate, type TDuplicateDecision } from '../api/duplicates';
import { useListParams } from '../hooks/use-list-params';
import { ListView } from './list-view';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';
import { SegmentedFilter } from './segmented-filter';

type TStatus = (typeof ADMIN_DUPLICATE_STATUSES)[number];

const STATUS_LABELS: Record<TStatus, string> = { pending: 'À traiter', resolved: 'Traités', all: 'Tous' };
const STATUS_OPTIONS = ADMIN_DUPLICATE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const EMPTY_TEXTS: Record<TStatus, string> = {
  pending: ADMIN_DUPLICATE_MESSAGES.empty,
  resolved: 'Aucun doublon traité.',
  all: ADMIN_DUPLICATE_MESSAGES.empty,
};

function isStatus(value: string): value is TStatus {
  return (ADMIN_DUPLICATE_STATUSES as readonly string[]).includes(value);
}

const coordinate = (value: number) => value.toLocaleString('fr-FR', { minimumFractionDigits: 5, maximumFractionDigits: 5 });

function osmMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=19/${latitude}/${longitude}`;
}

/** One bakery of a pair, or the owner's bakery of an attached record. */
function SideCard({ side, letter, title }: { side: TAdminDuplicateSide; letter: string; title: string }) {
  return (
    <article className="admin-duplicate__side" aria-label={`${title} : ${side.nom}`}>
      <p className="admin-duplicate__letter" aria-hidden="true">
        {letter}
      </p>
      <h4 className="admin-duplicate__name">{side.nom}</h4>
      <p className="admin-badges">{side.revendiquee ? <Badge tone="info">Revendiquée</Badge> : <Badge>Fiche non revendiquée</Badge>}</p>
      <dl className="admin-duplicate__facts">
        <dt>Adresse</dt>
        <dd>{[side.adresse_postale, `${side.code_postal} ${side.ville}`.trim()].filter(Boolean).join(', ') || 'Non renseignée'}</dd>
        <dt>Position</dt>
        <dd>
          {side.latitude !== null && side.longitude !== null ? (
            <a href={osmMapUrl(side.latitude, side.longitude)} target="_blank" rel="noopener noreferrer">
              {coordinate(side.latitude)}, {coordinate(side.longitude)}
              <span className="visually-hidden"> (OpenStreetMap, nouvel onglet)</span>
            </a>
          ) : (
            'Non renseignée'
          )}
        </dd>
        <dt>Propriétaire</dt>
        <dd>{side.proprietaire_email ?? 'Aucun'}</dd>
        <dt>Sources</dt>
        <dd>
          {side.sources.length === 0 ? (
            'Aucune'
          ) : (
            <ul className="admin-duplicate__sources">
              {side.sources.map((source) => (
                <li key={`${source.source}:${source.id}`}>
                  {source.source === 'osm' ? 'OpenStreetMap' : 'Sirene'}{' '}
                  {source.url ? (
                    <a href={source.url} target="_blank" rel="noopener noreferrer">
                      {source.id}
                      <span className="visually-hidden"> (nouvel onglet)</span>
                    </a>
                  ) : (
                    <span>SIRET {source.id}</span>
                  )}
                  {source.gone_since ? <span className="admin-muted"> (disparue de la source)</span> : null}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Fiche créée le</dt>
        <dd>{formatShortDateTimeFr(side.created_at)}</dd>
      </dl>
    </article>
  );
}

/** A small static plan of the two points, north up, to the same scale both ways. */
function PairPlan({ a, b, distance }: { a: TAdminDuplicateSide; b: TAdminDuplicateSide; distance: number }) {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  const cos = Math.cos((a.latitude * Math.PI) / 180);
  const dx = (b.longitude - a.longitude) * cos;
  const dy = b.latitude - a.latitude;
  const span = Math.max(Math.abs(dx), Math.abs(dy)) || 1;
  const [w, h, margin] = [160, 100, 18];
  const scale = (Math.min(w, h) / 2 - margin) / span;
  const point = (x: number, y: number) => ({ x: w / 2 + x * scale, y: h / 2 - y * scale });
  const pa = point(-dx / 2, -dy / 2);
  const pb = point(dx / 2, dy / 2);
  return (
    <svg
      className="admin-duplicate__plan"
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={`Plan : A et B à ${distance} m l’une de l’autre`}
    >
      <line x1={pa.x} y1={pa.y} x2={pb.x} y2={pb.y} className="admin-duplicate__plan-line" />
      <circle cx={pa.x} cy={pa.y} r="9" className="admin-duplicate__plan-a" />
      <text x={pa.x} y={pa.y + 4} textAnchor="middle" className="admin-duplicate__plan-label">
        A
      </text>
      <circle cx={pb.x} cy={pb.y} r="9" className="admin-duplicate__plan-b" />
      <text x={pb.x} y={pb.y + 4} textAnchor="middle" className="admin-duplicate__plan-label">
        B
      </text>
    </svg>
  );
}

type TOnResolved = (message: string) => void;

function DuplicateActions({ duplicate, onResolved }: { duplicate: TAdminDuplicate; onResolved: TOnResolved }) {
  const resolve = useResolveDuplicate(duplicate.id);
  const [decision, setDecision] = useState<TDuplicateDecision | null>(null);
  const other = duplicate.other_bakery;
  const record = duplicate.record;

  function run(next: TDuplicateDecision) {
    setDecision(next);
    resolve.mutate(next, {
      onSuccess: () => onResolved(next === 'fusionner' ? ADMIN_DUPLICATE_MESSAGES.merged : ADMIN_DUPLICATE_MESSAGES.keptApart),
    });
  }

  if (duplicate.resolution !== null) {
    return (
      <p className="admin-duplicate__resolved">
        <Badge tone="success">{duplicate.resolution === 'merged' ? 'Fusionnées' : 'Gardées séparées'}</Badge>{' '}
        {duplicate.resolved_at ? <span className="admin-muted">le {formatShortDateTimeFr(duplicate.resolved_at)}</span> : null}
      </p>
    );
  }

  let mergeQuestion: string;
  let apartQuestion: string;
  let canMerge = true;
  if (other) {
    const { kept, absorbed } = keptSideOfPair(duplicate.bakery, other);
    canMerge = !(duplicate.bakery.revendiquee && other.revendiquee);
    mergeQuestion = `Fusionner ces deux fiches ? « ${kept.nom} » est gardée et reçoit les sources, favoris et alertes de « ${absorbed.nom} », qui est masquée et renvoie vers elle.`;
    apartQuestion = 'Garder ces deux boulangeries séparées ? Elles ne seront plus proposées comme doublon.';
  } else {
    const name = record?.nom ?? '';
    mergeQuestion = `Confirmer que « ${name} » est bien « ${duplicate.bakery.nom} » ? La fiche reste rattachée à cette boulangerie.`;
    apartQuestion = `Détacher « ${name} » de « ${duplicate.bakery.nom} » ? Elle devient une fiche séparée, non revendiquée.`;
  }

  return (
    <div className="admin-duplicate__actions">
      {canMerge ? (
        <ConfirmAction
          label="Fusionner"
          variant="primary"
          question={mergeQuestion}
          isPending={resolve.isPending && decision === 'fusionner'}
          onConfirm={() => run('fusionner')}
        />
      ) : (
        <p className="admin-muted">{ADMIN_DUPLICATE_MESSAGES.twoOwned}</p>
      )}
      <ConfirmAction
        label="Garder séparées"
        variant="secondary"
        question={apartQuestion}
        isPending={resolve.isPending && decision === 'separer'}
        onConfirm={() => run('separer')}
      />
      {resolve.isError ? <ErrorBox>{errorMessage(resolve.error)}</ErrorBox> : null}
    </div>
  );
}

function DuplicateItem({ duplicate, onResolved }: { duplicate: TAdminDuplicate; onResolved: TOnResolved }) {
  const other = duplicate.other_bakery;
  const record = duplicate.record;
  const heading = other ? `${duplicate.bakery.nom} / ${other.nom}` : `${duplicate.bakery.nom} / ${record?.nom ?? ''}`;
  return (
    <li className="admin-duplicate">
      <h3 className="admin-duplicate__title">{heading}</h3>
      <p className="admin-duplicate__reason">
        {ADMIN_DUPLICATE_REASON_LABELS[duplicate.reason]} · <strong>{duplicate.distance_m} m</strong> l’une de l’autre
      </p>
      <div className="admin-duplicate__sides">
        <SideCard side={duplicate.bakery} letter="A" title={other ? 'Fiche A' : 'Boulangerie du professionnel'} />
        {other ? (
          <SideCard side={other} letter="B" title="Fiche B" />
        ) : record ? (
          <article className="admin-duplicate__side" aria-label={`Fiche rattachée : ${record.nom}`}>
            <p className="admin-duplicate__letter" aria-hidden="true">
              B
            </p>
            <h4 className="admin-duplicate__name">{record.nom}</h4>
            <p className="admin-badges">
              <Badge>Fiche rattachée</Badge>
            </p>
            <dl className="admin-duplicate__facts">
              <dt>Source</dt>
              <dd>
                {record.source === 'osm' ? (
                  <a href={`https://www.openstreetmap.org/${record.id}`} target="_blank" rel="noopener noreferrer">
                    OpenStreetMap {record.id}
                    <span className="visually-hidden"> (nouvel onglet)</span>
                  </a>
                ) : (
                  `Sirene, SIRET ${record.id}`
                )}
              </dd>
            </dl>
          </article>
        ) : null}
        {other ? <PairPlan a={duplicate.bakery} b={other} distance={duplicate.distance_m} /> : null}
      </div>
      <DuplicateActions duplicate={duplicate} onResolved={onResolved} />
    </li>
  );
}

/** /admin/doublons: what an import could not decide alone, both sides side by side (stacked on a phone). */
export function DuplicatesList() {
  useDocumentTitle('Doublons à vérifier · Administration');
  const params = useListParams({ filters: { status: 'pending' } });
  const query = useAdminDuplicates(params.query);
  const status = isStatus(params.filters.status) ? params.filters.status : 'pending';
  // Said here rather than in the item: a resolved pair leaves the pending list, and its message must stay.
  const [announcement, setAnnouncement] = useState<string | null>(null);
  return (
    <section>
      <SectionHeader title="Doublons à vérifier">
        Les fiches que l’import n’a pas pu trancher seul : deux boulangeries proches aux noms différents, ou une fiche rattachée à la
        boulangerie d’un professionnel. Fusionnez-les ou gardez-les séparées.
      </SectionHeader>
      <div className="admin-toolbar">
        <SegmentedFilter label="Afficher" value={status} options={STATUS_OPTIONS} onChange={(value) => params.setFilter('status', value)} />
        <SearchBox label="Rechercher (nom, ville)" value={params.q} onSearch={params.setQuery} />
      </div>
      <FormStatus message={announcement} />
      <ListView query={query} params={params} loadingText="Chargement des doublons…" emptyText={EMPTY_TEXTS[status]}>
        {(rows) => (
          <ul className="admin-duplicates">
            {rows.map((duplicate) => (
              <DuplicateItem key={duplicate.id} duplicate={duplicate} onResolved={setAnnouncement} />
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}

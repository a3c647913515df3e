import { CLAIM_REASON_MAX_LENGTH, formatShortDateTimeFr, type TAdminClaim } from '@fournil/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, ConfirmAction, ErrorBox, FormStatus, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminClaims, useDecideClaim } from '../api/claims';
import { useListParams } from '../hooks/use-list-params';
import { ListView } from './list-view';
import { SectionHeader } from './section-header';

const STATUS_LABELS: Record<TAdminClaim['statut'], string> = { en_attente: 'En attente', acceptee: 'Acceptée', refusee: 'Refusée' };

/** One claim: the listing's facts and sources, the account, the SIREN's company, and for a pending one the decision. */
function ClaimCard({ claim }: { claim: TAdminClaim }) {
  const decide = useDecideClaim(claim.id);
  const [isRefusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const bakery = claim.boulangerie;
  const titleId = `claim-${claim.id}`;
  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Link to={paths.bakery.getHref(bakery.id)}>{bakery.nom}</Link>{' '}
        <Badge tone={claim.statut === 'en_attente' ? 'warning' : claim.statut === 'acceptee' ? 'success' : 'danger'}>
          {STATUS_LABELS[claim.statut]}
        </Badge>
      </h3>
      <dl className="admin-facts">
        <dt>Fiche</dt>
        <dd>
          {bakery.adresse_postale}, {bakery.code_postal_boulangerie} {bakery.ville}
          {bakery.telephone_boulangerie ? ` · ${bakery.telephone_boulangerie}` : ''}
          {bakery.site_web ? ` · ${bakery.site_web}` : ''}
          {bakery.revendiquee ? ' · a déjà un propriétaire' : ''}
        </dd>
        <dt>Sources</dt>
        <dd>
          {bakery.sources.length === 0
            ? 'Aucune'
            : bakery.sources
                .map(
                  (source) =>
                    `${source.source === 'osm' ? 'OSM' : 'Sirene'} ${source.source_id}${source.siret ? ` (SIRET ${source.siret})` : ''}${source.disparue ? ' – disparue' : ''}`,
                )
                .join(' · ')}
        </dd>
        <dt>Compte</dt>
        <dd>
          {claim.compte.username} &lt;{claim.compte.email}&gt; (n° {claim.compte.id})
        </dd>
        <dt>SIREN</dt>
        <dd>
          {claim.siren} – {claim.entreprise.nom ?? 'nom non fourni par le registre'} –{' '}
          {claim.entreprise.adresse ?? 'adresse non fournie par le registre'}
        </dd>
        <dt>Demandée le</dt>
        <dd>{formatShortDateTimeFr(claim.created_at)}</dd>
        {claim.motif ? (
          <>
            <dt>Motif du refus</dt>
            <dd>{claim.motif}</dd>
          </>
        ) : null}
      </dl>
      <FormStatus message={decide.isSuccess ? decide.data.detail : null} />
      {decide.error ? <ErrorBox>{errorMessage(decide.error)}</ErrorBox> : null}
      {claim.statut === 'en_attente' && !decide.isSuccess ? (
        <div className="admin-actions">
          <ConfirmAction
            label="Accepter"
            variant="primary"
            question={`Donner « ${bakery.nom} » à ${claim.compte.email} ?`}
            onConfirm={() => decide.mutate({ action: 'accepter' })}
            isPending={decide.isPending}
          />
          {isRefusing ? (
            <form
              className="form"
              onSubmit={(event) => {
                event.preventDefault();
                decide.mutate({ action: 'refuser', motif: reason });
              }}
            >
              <TextField
                label="Motif du refus (facultatif, envoyé au compte)"
                multiline
                rows={3}
                maxLength={CLAIM_REASON_MAX_LENGTH}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <Button type="submit" variant="danger" size="sm" disabled={decide.isPending}>
                Confirmer le refus
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setRefusing(false)}>
                Annuler
              </Button>
            </form>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setRefusing(true)}>
              Refuser
            </Button>
          )}
        </div>
      ) : null}
    </article>
  );
}

/** /admin/revendications: the claims of listings, pending first (docs/claims.md, "Staff"). */
export function ClaimsList() {
  useDocumentTitle('Revendications · Administration');
  const params = useListParams();
  const query = useAdminClaims(params.query);
  return (
    <section>
      <SectionHeader title="Revendications">
        Les demandes de boulangers qui revendiquent une fiche importée des données ouvertes, en attente d’abord. Vérifiez le SIREN et son
        entreprise avant d’accepter ; le compte est prévenu par e-mail dans les deux cas.
      </SectionHeader>
      <ListView query={query} params={params} loadingText="Chargement des revendications…" emptyText="Aucune revendication.">
        {(rows) => (
          <div className="admin-cards">
            {rows.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} />
            ))}
          </div>
        )}
      </ListView>
    </section>
  );
}

import {
  CLAIM_MESSAGES,
  BAKERY_NAME_FALLBACK,
  BIO_LABEL,
  PRODUCT_CHIPS,
  availabilityUpdatedAt,
  formatFreshness,
  openingChip,
  hoursSourceText,
  getBreadBadge,
  getOpeningStatus,
  getWeekPlan,
  openingInputOfDetail,
  hasTownPage,
  townPagePath,
  type TBakeryCalendar,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import type { ReactNode } from 'react';
import { Badge, BreadMark, ErrorBox, LinkButton, LoadingText } from '@/components/ui';
import { StatusChip } from '@/components/ui/status-chip';
import { VisitorReportNotes } from '@/components/ui/visitor-report-notes';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { visitorReportNotes, type TWithReports } from '@/lib/visitor-report-notes';
import { usePublicBakery } from '../api/get-public-bakery';
import { usePublishedCampaigns } from '../api/get-published-campaigns';
import { useMetaDescription } from '../hooks/use-meta-description';
import { CampaignBlock } from './campaign-block';
import { todayHoursText } from '../lib/today-hours';
import { BakeryActions } from './bakery-actions';
import { BakeryLocationMap } from './bakery-location-map';
import { ComingClosures } from './coming-closures';
import { HoursTable, rowNote } from './hours-table';
import { ShopPhotos } from './shop-photos';
import { SourceCredits } from './source-credits';
import '../bakery-detail.css';

export const DETAIL_LOADING_TEXT = 'Chargement des données en cours...';
export const BAKERY_NOT_FOUND_TITLE = 'Boulangerie introuvable';
const BAKERY_NOT_FOUND_TEXT =
  'Cette boulangerie n’existe pas ou n’est plus référencée. Retrouvez les boulangeries ouvertes autour de vous depuis l’accueil.';
const NOT_PROVIDED = 'Non renseigné.';

/** The detail as it reaches the page: the calendar keys may be missing from a detail cached before them. */
type TDetail = TPublicBakeryDetail & Partial<TBakeryCalendar> & TWithReports;

/** Link to the directions screen, or null without coordinates. */
export function directionsHref(bakery: Pick<TPublicBakeryDetail, 'id' | 'nom' | 'latitude' | 'longitude'>): string | null {
  if (bakery.latitude === null || bakery.longitude === null) return null;
  return paths.directions.getHref({
    lng: bakery.longitude,
    lat: bakery.latitude,
    nom: bakery.nom.trim() || BAKERY_NAME_FALLBACK,
    id: bakery.id,
  });
}

/** The page's own address, for sharing: where it is served, whatever the path it was opened at. */
function pageUrl(id: number): string {
  return new URL(paths.bakery.getHref(id), window.location.origin).href;
}

function bakeryName(bakery: Pick<TPublicBakeryDetail, 'nom'>): string {
  return bakery.nom.trim() || BAKERY_NAME_FALLBACK;
}

function metaDescription(bakery: TPublicBakeryDetail, name: string): string {
  const who = bakery.ville ? `${name} (${bakery.ville})` : name;
  return bakery.description_courte.trim()
    ? `${who} : ${bakery.description_courte.trim()}`
    : `${who} : horaires d’ouverture, pain disponible et itinéraire.`;
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 className="detail-section__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What the page's route adds under the actions (« Il reste du pain ? »: docs/visitor-reports.md; the
 * alert offer: docs/alerts-web.md), given the status at `now` and whether the bakery is on the map
 * (a report needs its position).
 */
/** `hoursKnown` false: a listing's hours nobody knows, where « à l’ouverture » would wait for an opening that never comes (docs/open-data.md). */
export type TRenderHeroExtra = (status: { isOpen: boolean; hasBread: boolean; isPlaced: boolean; hoursKnown: boolean }) => ReactNode;

function BakeryDetailContent({
  bakery,
  now,
  headerAction,
  renderExtra,
}: {
  bakery: TDetail;
  now: Date;
  headerAction?: ReactNode;
  renderExtra?: TRenderHeroExtra | undefined;
}) {
  const name = bakeryName(bakery);
  useMetaDescription(metaDescription(bakery, name));
  const campaigns = usePublishedCampaigns(bakery.id);
  const campaign = campaigns.data?.[0];

  // One status for the badge, the bread badge and the week (docs/visitor-screens.md, "Bakery page"),
  // at `now`, which ticks on each minute boundary: a page left open changes at the exact minute.
  const opening = openingInputOfDetail(bakery);
  const status = getOpeningStatus(opening, now);
  const breadBadge = getBreadBadge({
    isOpen: status.isOpen,
    unknownHours: status.unknownHours,
    disponibilite_pain: bakery.disponibilite_pain,
    openingLabel: status.label,
  });
  // Only what is known to be there: an unknown flag (a listing) claims nothing.
  const chips = PRODUCT_CHIPS.filter((chip) => bakery[chip.field] === true);
  // One bread line with its age, while the bakery is open (or its hours unknown): closed, the chip says when
  // it opens and the flags go back to their defaults then (docs/availability.md).
  const breadSetAt = status.isOpen ? availabilityUpdatedAt(bakery.disponibilites_maj, 0) : null;
  const breadLine =
    breadBadge && breadBadge.kind !== 'closed'
      ? [breadBadge.label, breadSetAt ? formatFreshness(breadSetAt, now) : null].filter(Boolean).join(' · ')
      : null;
  const hasInfos = Boolean(bakery.motduboulanger || bakery.presentation);
  // A listing's hours the week cannot hold: « Horaires à confirmer » with the source's text (docs/open-data.md).
  const hoursSource = status.unknownHours && bakery.horaires_source?.trim() ? hoursSourceText(bakery.horaires_source.trim()) : null;
  const website = bakery.site_web?.trim() || null;
  const weekPlan = getWeekPlan(opening, now);
  const today = weekPlan.find((row) => row.isToday);
  const todayNote = today ? rowNote(today) : null;
  const phone = bakery.telephone_boulangerie?.trim() ?? '';
  const address = bakery.adresse_postale || bakery.adresse;
  const town = [bakery.code_postal_boulangerie, bakery.ville].filter(Boolean).join(' ');
  const directions = directionsHref(bakery);

  // The order people need it (docs/visitor-screens.md, "Bakery page"): who and whether it is open,
  // what to do now, today, then the week, the products, the baker's words, photos, the campaign, the map.
  return (
    <article className="bakery-detail" aria-labelledby="bakery-title">
      <header className="bakery-hero">
        <div className="bakery-hero__top">
          <span className="bakery-hero__logo" aria-hidden="true">
            {bakery.image_logo_main ? <img src={bakery.image_logo_main} alt="" width={72} height={72} /> : <BreadMark />}
          </span>
          <div className="bakery-hero__heading">
            <h1 className="bakery-hero__title" id="bakery-title">
              {name}
            </h1>
            {/* A label of the bakery, not a stock that runs out. */}
            {bakery.disponibilite_bio === true ? (
              <Badge tone="success" className="bakery-hero__label">
                {BIO_LABEL}
              </Badge>
            ) : null}
            {hasTownPage(bakery.ville, bakery.code_postal_boulangerie) ? (
              // The way up to the town's page (docs/public-pages.md, "Town pages"): a full page load,
              // as the server writes that page whole.
              <nav className="bakery-hero__city" aria-label="Fil d’Ariane">
                <a className="bakery-hero__city-link" href={townPagePath(bakery.ville, bakery.code_postal_boulangerie)}>
                  {town}
                </a>
              </nav>
            ) : town ? (
              <p className="bakery-hero__city">{town}</p>
            ) : null}
          </div>
          {headerAction ? <div className="bakery-hero__action">{headerAction}</div> : null}
        </div>
        {/* Each thing once (docs/visitor-screens.md, "Bakery page"): one status chip, one bread line with its
            age, the products as small chips. */}
        <div className="bakery-hero__status" data-testid="bakery-status">
          <p className="bakery-hero__chip" data-testid="open-badge">
            <StatusChip chip={openingChip(status)} className="bakery-hero__badge" />
          </p>
          {breadLine ? (
            <p className={`bakery-hero__bread is-${breadBadge?.kind ?? 'unknown'}`} data-testid="bread-line">
              {breadLine}
            </p>
          ) : null}
          {chips.length > 0 ? (
            <ul className="product-chips product-chips--small" aria-label="Produits disponibles">
              {chips.map((chip) => (
                <li key={chip.field} className="product-chip">
                  {chip.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {/* The visitors' word beside the bread badge (docs/visitor-reports.md, "The screens"). */}
        <VisitorReportNotes notes={visitorReportNotes(bakery, now)} className="bakery-hero__reports" />
        {status.holidayNote ? (
          <p className="bakery-hero__holiday" data-testid="holiday-note">
            {status.holidayNote}
          </p>
        ) : null}
        <BakeryActions directionsHref={directions} phone={phone} name={name} pageUrl={pageUrl(bakery.id)} />
        {renderExtra?.({
          isOpen: status.isOpen,
          hasBread: bakery.disponibilite_pain === true,
          isPlaced: bakery.latitude !== null && bakery.longitude !== null,
          hoursKnown: status.unknownHours === null,
        })}
        {bakery.revendiquee === false ? (
          // A listing nobody has claimed (docs/claims.md): its baker is invited to take it.
          <p className="bakery-hero__claim">
            <LinkButton to={paths.claim.getHref(bakery.id)} variant="ghost" size="sm">
              {CLAIM_MESSAGES.invitation}
            </LinkButton>
          </p>
        ) : null}
        {bakery.description_courte ? <p className="bakery-hero__description">{bakery.description_courte}</p> : null}
      </header>

      <Section title="Aujourd’hui" id="bakery-today">
        <dl className="detail-facts">
          <div>
            <dt>Horaires</dt>
            <dd data-testid="today-hours">
              {status.unknownHours ?? (today ? todayHoursText(today) : NOT_PROVIDED)}
              {todayNote ? <span className="detail-facts__note">{todayNote}</span> : null}
            </dd>
          </div>
          <div>
            <dt>Adresse</dt>
            <dd data-testid="bakery-address">
              {address || town ? (
                <>
                  {address ? <span className="detail-facts__line">{address}</span> : null}
                  {town ? <span className="detail-facts__line">{town}</span> : null}
                </>
              ) : (
                NOT_PROVIDED
              )}
            </dd>
          </div>
          {phone ? (
            <div>
              <dt>Téléphone</dt>
              <dd className="detail-phone">{phone}</dd>
            </div>
          ) : null}
          {website ? (
            <div>
              <dt>Site web</dt>
              <dd>
                <a href={website} rel="noopener noreferrer nofollow" target="_blank" className="detail-website">
                  {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>

      <Section title="Horaires d’ouverture" id="bakery-hours">
        {status.unknownHours ? (
          <p className="detail-section__text" data-testid="hours-unknown">
            {hoursSource ? `${status.unknownHours} · ${hoursSource}` : status.unknownHours}
          </p>
        ) : (
          <HoursTable rows={weekPlan} />
        )}
        <ComingClosures closures={bakery.fermetures ?? []} now={now} opening={opening} />
      </Section>

      {/* No empty section for visitors: only what the baker wrote. */}
      {hasInfos ? (
        <Section title="Informations générales" id="bakery-infos">
          {bakery.motduboulanger ? (
            <>
              <h3 className="detail-section__subtitle">Le mot du Boulanger</h3>
              <p className="detail-section__text">{bakery.motduboulanger}</p>
            </>
          ) : null}
          {bakery.presentation ? (
            <>
              <h3 className="detail-section__subtitle">Présentation</h3>
              <p className="detail-section__text">{bakery.presentation}</p>
            </>
          ) : null}
        </Section>
      ) : null}

      {bakery.images.length > 0 ? (
        <Section title="La boutique en photos" id="bakery-photos">
          <ShopPhotos images={bakery.images} bakeryName={name} />
        </Section>
      ) : null}

      {campaign ? <CampaignBlock campaign={campaign} /> : null}

      <SourceCredits sources={bakery.sources} />

      {/* The map only: visitors never see raw coordinates; the address is in « Aujourd’hui ». */}
      {bakery.latitude !== null && bakery.longitude !== null ? (
        <Section title="Localisation" id="bakery-location">
          <BakeryLocationMap
            position={{ lat: bakery.latitude, lng: bakery.longitude }}
            name={name}
            address={[address, town].filter(Boolean).join(', ')}
          />
          {directions ? (
            <LinkButton to={directions} variant="secondary" className="detail-section__action">
              Voir l'itinéraire
            </LinkButton>
          ) : null}
        </Section>
      ) : null}
    </article>
  );
}

/** The public page of a bakery (docs/visitor-screens.md, "Bakery page"). `bakeryId` null: not a valid id. */
/**
 * `headerAction`: drawn at the end of the page's title row (the app gives the favourites' heart);
 * `renderExtra`: drawn under the page's actions (the app gives « Il reste du pain ? » and the alert offer).
 */
export function BakeryDetail({
  bakeryId,
  headerAction,
  renderExtra,
}: {
  bakeryId: number | null;
  headerAction?: ReactNode;
  renderExtra?: TRenderHeroExtra;
}) {
  const query = usePublicBakery(bakeryId);
  const now = useNow();
  const isNotFound = bakeryId === null || isApiError(query.error, 404);
  useDocumentTitle(isNotFound ? BAKERY_NOT_FOUND_TITLE : query.data ? bakeryName(query.data) : null);

  if (isNotFound) {
    return (
      <div className="bakery-detail">
        <h1>{BAKERY_NOT_FOUND_TITLE}</h1>
        <ErrorBox>{BAKERY_NOT_FOUND_TEXT}</ErrorBox>
        <LinkButton to={paths.home.getHref()} variant="secondary" className="detail-section__action">
          Voir les boulangeries autour de moi
        </LinkButton>
      </div>
    );
  }
  if (query.isPending) return <LoadingText>{DETAIL_LOADING_TEXT}</LoadingText>;
  if (query.isError) {
    return (
      <ErrorBox title="La boulangerie n’a pas pu être chargée." onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorBox>
    );
  }
  return <BakeryDetailContent bakery={query.data} now={now} headerAction={headerAction} renderExtra={renderExtra} />;
}

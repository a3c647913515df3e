import {
  BAKERY_NAME_FALLBACK,
  PRODUCT_CHIPS,
  formatCoordinate,
  getBreadBadge,
  getOpeningStatus,
  getWeekPlan,
  openingInputOfDetail,
  type TBakeryCalendar,
  type TBreadBadge,
  type TOpeningStatus,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import type { ReactNode } from 'react';
import { Badge, BreadMark, ErrorBox, LinkButton, LoadingText, type BadgeTone } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { usePublicBakery } from '../api/get-public-bakery';
import { usePublishedCampaigns } from '../api/get-published-campaigns';
import { useMetaDescription } from '../hooks/use-meta-description';
import { AvailabilityFreshness } from './availability-freshness';
import { CampaignBlock } from './campaign-block';
import { BakeryLocationMap } from './bakery-location-map';
import { ComingClosures } from './coming-closures';
import { HoursTable } from './hours-table';
import { ShopPhotos } from './shop-photos';
import '../bakery-detail.css';

export const DETAIL_LOADING_TEXT = 'Chargement des données en cours...';
export const BAKERY_NOT_FOUND_TITLE = 'Boulangerie introuvable';
const BAKERY_NOT_FOUND_TEXT = 'Cette boulangerie n’existe pas ou n’est plus référencée. Retrouvez les boulangeries ouvertes autour de vous depuis l’accueil.';
const NOT_PROVIDED = 'Non renseigné.';

const BREAD_BADGE_TONE: Record<TBreadBadge['kind'], BadgeTone> = {
  available: 'success',
  unavailable: 'danger',
  closed: 'neutral',
};

/** The detail as it reaches the page: the calendar keys may be missing from a detail cached before them. */
type TDetail = TPublicBakeryDetail & Partial<TBakeryCalendar>;

function openBadgeTone(status: TOpeningStatus): BadgeTone {
  if (!status.isOpen) return 'neutral';
  return status.isClosingSoon ? 'warning' : 'success';
}

/** Link to the directions screen, or null without coordinates. */
export function directionsHref(bakery: Pick<TPublicBakeryDetail, 'id' | 'nom' | 'latitude' | 'longitude'>): string | null {
  if (bakery.latitude === null || bakery.longitude === null) return null;
  return paths.directions.getHref({ lng: bakery.longitude, lat: bakery.latitude, nom: bakery.nom.trim() || BAKERY_NAME_FALLBACK, id: bakery.id });
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

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function BakeryDetailContent({ bakery, now }: { bakery: TDetail; now: Date }) {
  const name = bakeryName(bakery);
  useMetaDescription(metaDescription(bakery, name));
  const campaigns = usePublishedCampaigns(bakery.id);
  const campaign = campaigns.data?.[0];

  // One status for the badge, the bread badge and the week (docs/visitor-screens.md, "Bakery page"),
  // at `now`, which ticks on each minute boundary: a page left open changes at the exact minute.
  const opening = openingInputOfDetail(bakery);
  const status = getOpeningStatus(opening, now);
  const breadBadge = getBreadBadge({ isOpen: status.isOpen, disponibilite_pain: bakery.disponibilite_pain, openingLabel: status.label });
  const chips = PRODUCT_CHIPS.filter((chip) => bakery[chip.field]);
  const weekPlan = getWeekPlan(opening, now);
  const phone = bakery.telephone_boulangerie?.trim() ?? '';
  const address = bakery.adresse_postale || bakery.adresse;
  const latitude = formatCoordinate(bakery.latitude);
  const longitude = formatCoordinate(bakery.longitude);
  const directions = directionsHref(bakery);

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
            {bakery.ville ? <p className="bakery-hero__city">{[bakery.code_postal_boulangerie, bakery.ville].filter(Boolean).join(' ')}</p> : null}
          </div>
        </div>
        {bakery.description_courte ? <p className="bakery-hero__description">{bakery.description_courte}</p> : null}
        <ul className="bakery-hero__badges" aria-label="En ce moment">
          <li data-testid="open-badge">
            <Badge tone={openBadgeTone(status)} className="bakery-hero__badge">
              {status.label}
            </Badge>
          </li>
          {breadBadge ? (
            <li data-testid="bread-badge">
              <Badge tone={BREAD_BADGE_TONE[breadBadge.kind]} className="bakery-hero__badge">
                {breadBadge.label}
              </Badge>
            </li>
          ) : null}
        </ul>
        <AvailabilityFreshness bakery={bakery} isOpen={status.isOpen} now={now} />
        {status.holidayNote ? (
          <p className="bakery-hero__holiday" data-testid="holiday-note">
            {status.holidayNote}
          </p>
        ) : null}
        {chips.length > 0 ? (
          <ul className="product-chips" aria-label="Produits disponibles">
            {chips.map((chip) => (
              <li key={chip.field} className="product-chip">
                {chip.label}
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      {campaign ? <CampaignBlock campaign={campaign} /> : null}

      <Section title="Informations générales" id="bakery-infos">
        <h3 className="detail-section__subtitle">Le mot du Boulanger</h3>
        <p className={bakery.motduboulanger ? 'detail-section__text' : 'detail-section__text is-empty'}>{bakery.motduboulanger || NOT_PROVIDED}</p>
        <h3 className="detail-section__subtitle">Présentation</h3>
        <p className={bakery.presentation ? 'detail-section__text' : 'detail-section__text is-empty'}>{bakery.presentation || NOT_PROVIDED}</p>
        {phone ? (
          <a className="btn btn--secondary detail-section__action detail-call" href={telHref(phone)}>
            Appeler la boulangerie
            <span className="detail-phone">{phone}</span>
          </a>
        ) : null}
      </Section>

      {bakery.images.length > 0 ? (
        <Section title="La boutique en photos" id="bakery-photos">
          <ShopPhotos images={bakery.images} bakeryName={name} />
        </Section>
      ) : null}

      <Section title="Horaires d’ouverture" id="bakery-hours">
        <HoursTable rows={weekPlan} />
        <ComingClosures closures={bakery.fermetures ?? []} now={now} />
      </Section>

      <Section title="Localisation" id="bakery-location">
        <dl className="detail-facts">
          {latitude && longitude ? (
            <div>
              <dt>Coordonnées</dt>
              <dd>
                <span className="detail-facts__coordinate">Latitude {latitude}</span>
                <span className="detail-facts__coordinate">Longitude {longitude}</span>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Adresse</dt>
            <dd>{address || NOT_PROVIDED}</dd>
          </div>
          <div>
            <dt>Ville</dt>
            <dd>{bakery.ville || NOT_PROVIDED}</dd>
          </div>
          <div>
            <dt>Code postal</dt>
            <dd>{bakery.code_postal_boulangerie || NOT_PROVIDED}</dd>
          </div>
        </dl>
        {bakery.latitude !== null && bakery.longitude !== null ? (
          <BakeryLocationMap
            position={{ lat: bakery.latitude, lng: bakery.longitude }}
            name={bakery.nom.trim() || BAKERY_NAME_FALLBACK}
            address={[address, [bakery.code_postal_boulangerie, bakery.ville].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          />
        ) : null}
        {directions ? (
          <LinkButton to={directions} className="detail-section__action">
            Voir l'itinéraire
          </LinkButton>
        ) : null}
      </Section>
    </article>
  );
}

/** The public page of a bakery (docs/visitor-screens.md, "Bakery page"). `bakeryId` null: not a valid id. */
export function BakeryDetail({ bakeryId }: { bakeryId: number | null }) {
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
  return <BakeryDetailContent bakery={query.data} now={now} />;
}

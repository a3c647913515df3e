import { OSM_SOURCE_CREDIT, SOURCE_CREDITS_HEADING, sireneCredit, sourceCredits, type TBakerySourceRecord } from '@fournil/shared';

/**
 * Where a bakery's facts come from, with the licences' credits (docs/open-data.md,
 * "Listings on the public surfaces"): OpenStreetMap under the ODbL, Sirene under the Licence Ouverte with the
 * date of its last import. Nothing for a bakery without a present source (an owner's own data).
 */
export function SourceCredits({ sources }: { sources: readonly TBakerySourceRecord[] | undefined }) {
  const credits = sourceCredits(sources);
  if (!credits) return null;
  return (
    <section className="detail-section detail-credits" aria-labelledby="bakery-sources">
      <h2 className="detail-section__title detail-credits__title" id="bakery-sources">
        {SOURCE_CREDITS_HEADING}
      </h2>
      <ul className="detail-credits__list">
        {credits.osm ? (
          <li>
            <a href={OSM_SOURCE_CREDIT.href} rel="noopener noreferrer" target="_blank">
              {OSM_SOURCE_CREDIT.text}
            </a>{' '}
            {OSM_SOURCE_CREDIT.licence}
          </li>
        ) : null}
        {credits.sireneMaj ? <li>{sireneCredit(credits.sireneMaj)}</li> : null}
      </ul>
    </section>
  );
}

import { paths } from './paths';

// Apart from paths.ts, which the first load of '/' carries: only the profile and the back-office need these.

/** The id of the profile's « Validation en deux étapes » section: `/profil#validation-en-deux-etapes` scrolls to it. */
export const TWO_FACTOR_SECTION_ID = 'validation-en-deux-etapes';

/** The profile, at its two-step verification section (the back-office gate links there). */
export function twoFactorSectionHref(): string {
  return `${paths.profile.getHref()}#${TWO_FACTOR_SECTION_ID}`;
}

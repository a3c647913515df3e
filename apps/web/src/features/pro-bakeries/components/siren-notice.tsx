import { BAKERY_MESSAGES } from '@fournil/shared';
import { LinkButton, ShieldAlertIcon } from '@/components/ui';
import { paths } from '@/config/paths';

export const SIREN_UNVERIFIED_TEXT =
  'Votre SIREN n’est pas vérifié : la gestion de vos boulangeries est suspendue jusqu’à sa vérification. Elles restent visibles du public.';
export const SIREN_MISSING_TEXT =
  'Vous êtes boulanger ? Renseignez le SIREN de votre boulangerie dans votre profil pour enregistrer vos boutiques.';

/** The owner screens are locked: the SIREN is missing, or not (or no longer) verified (docs/bakery-management.md, "Who may do what"). */
export function SirenNotice({ hasSiren = true }: { hasSiren?: boolean }) {
  return (
    <div className="siren-notice">
      <ShieldAlertIcon className="siren-notice__icon" />
      <div className="siren-notice__body">
        <p className="siren-notice__title">{BAKERY_MESSAGES.sirenRequired}</p>
        <p className="siren-notice__text">{hasSiren ? SIREN_UNVERIFIED_TEXT : SIREN_MISSING_TEXT}</p>
        <LinkButton to={paths.profile.getHref()} size="sm">
          {hasSiren ? 'Vérifier mon SIREN' : 'Compléter mon profil'}
        </LinkButton>
      </div>
    </div>
  );
}

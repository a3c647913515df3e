import { TWO_FACTOR_MESSAGES } from '@fournil/shared';
import type { ReactNode } from 'react';
import { LinkButton, ShieldAlertIcon, ShieldCheckIcon } from '@/components/ui';
import { twoFactorSectionHref } from '@/config/profile-sections';
import { useDocumentTitle } from '@/lib/use-document-title';

export const TWO_FACTOR_REQUIRED_TITLE = 'Validation en deux étapes requise';

/**
 * What a staff account without two-step verification sees at /admin: the API refuses its calls
 * (403 `two_factor_setup_required`) until it is turned on in the profile.
 */
export function TwoFactorRequired() {
  useDocumentTitle(TWO_FACTOR_REQUIRED_TITLE);
  return (
    <div className="center-page">
      <ShieldAlertIcon className="center-page__art" width={64} height={64} />
      <h1>{TWO_FACTOR_REQUIRED_TITLE}</h1>
      <p className="center-page__text">{TWO_FACTOR_MESSAGES.setupRequired}</p>
      <LinkButton to={twoFactorSectionHref()} icon={<ShieldCheckIcon className="btn__icon" />}>
        Activer la validation en deux étapes
      </LinkButton>
    </div>
  );
}

export const TWO_FACTOR_LOGIN_REQUIRED_TITLE = 'Reconnexion requise';

/**
 * What a staff session opened without the code sees at /admin (403 `two_factor_login_required`):
 * only a login with the password and a code opens the back-office. `action` signs out (the route
 * composes the auth feature's button).
 */
export function TwoFactorLoginRequired({ action }: { action: ReactNode }) {
  useDocumentTitle(TWO_FACTOR_LOGIN_REQUIRED_TITLE);
  return (
    <div className="center-page">
      <ShieldAlertIcon className="center-page__art" width={64} height={64} />
      <h1>{TWO_FACTOR_LOGIN_REQUIRED_TITLE}</h1>
      <p className="center-page__text">{TWO_FACTOR_MESSAGES.loginRequired}</p>
      {action}
    </div>
  );
}

// The e-mail that tells a person their two-step verification changed. Rendered by modules/mail/layout.ts.
import { PRODUCT_NAME } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

/** Two-step verification was turned on, moved to another app, or off (docs/two-factor.md, "Telling the person"). */
export function twoFactorChangedMail(
  appUrl: string,
  user: { username: string; email: string },
  change: 'enabled' | 'app_changed' | 'recovery_renewed' | 'disabled',
): MailToSend {
  const what = {
    enabled: 'La validation en deux étapes vient d’être activée sur votre compte.',
    app_changed:
      'La validation en deux étapes de votre compte utilise désormais une nouvelle application ; vos anciens codes de secours ne fonctionnent plus.',
    recovery_renewed: 'De nouveaux codes de secours ont été créés pour votre compte ; les anciens ne fonctionnent plus.',
    disabled:
      'La validation en deux étapes vient d’être désactivée sur votre compte : votre mot de passe suffit de nouveau pour vous connecter.',
  }[change];
  return renderMail(user.email, `Validation en deux étapes – ${PRODUCT_NAME}`, [
    { text: `Bonjour ${user.username},` },
    { text: what },
    {
      text: 'Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe et écrivez-nous depuis la page Contact :',
    },
    { link: `${appUrl}/forgot-password`, label: 'Réinitialiser mon mot de passe' },
  ]);
}

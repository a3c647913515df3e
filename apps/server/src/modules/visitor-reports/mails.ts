// The owner's mail about visitors' reports on their bakery (docs/visitor-reports.md, "The owner"): one
// a day at most (visitor_report_mail_days), sent at the first report of the day. It says what was
// reported and where to see more; nothing about the visitor, who is nobody to the owner.
import { PRODUCT_NAME, REPORT_TYPE_LABELS, type TReportType } from '@fournil/shared';
import { renderMail } from '../mail/layout.js';
import type { MailToSend } from '../mail/outbox.js';

export function ownerReportMail(appUrl: string, to: string, bakery: { id: number; nom: string }, type: TReportType): MailToSend {
  return renderMail(to, `Un visiteur a signalé « ${REPORT_TYPE_LABELS[type]} » chez ${bakery.nom} – ${PRODUCT_NAME}`, [
    { text: 'Bonjour,' },
    {
      text: `Un visiteur de ${PRODUCT_NAME} a signalé « ${REPORT_TYPE_LABELS[type]} » pour ${bakery.nom}. Tant que vous n’avez pas mis à jour vos disponibilités depuis l’ouverture, la fiche montre ce que disent les visiteurs ; votre propre indication l’emporte toujours.`,
    },
    { link: `${appUrl}/boulangeries/${bakery.id}`, label: 'Voir les signalements et mettre à jour' },
    { text: 'Vous recevez au plus un message par jour à ce sujet.' },
  ]);
}

// The one frame of the product's e-mails: French, plain text + HTML, the product name as heading and
// signature, every value escaped in the HTML. Each mail's wording lives beside the module that sends
// it (modules/<domain>/mails.ts); links are built from APP_URL by the callers.
import { PRODUCT_NAME } from '@fournil/shared';
import { escapeHtml } from '../../lib/html.js';
import type { MailToSend } from './outbox.js';

/** A paragraph, or a button with its link written out below it. */
export type MailBlock = { text: string } | { link: string; label: string };

export function renderMail(to: string, subject: string, blocks: MailBlock[], replyTo?: string): MailToSend {
  const text = [
    ...blocks.map((block) => ('link' in block ? `${block.label} :\n${block.link}` : block.text)),
    '',
    `— L’équipe ${PRODUCT_NAME}`,
  ].join('\n\n');
  const body = blocks
    .map((block) =>
      'link' in block
        ? `<p><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 16px;background:#b45309;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>` +
          `<p style="font-size:12px;color:#555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(block.link)}</p>`
        : `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px;color:#b45309">${escapeHtml(PRODUCT_NAME)}</h1>
${body}
<p>— L’équipe ${escapeHtml(PRODUCT_NAME)}</p>
</body></html>`;
  return { to, subject, text, html, replyTo };
}

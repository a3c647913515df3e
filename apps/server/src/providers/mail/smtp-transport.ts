// Real delivery: nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL;
// `?requireTLS=true`: STARTTLS or no delivery, docs/production.md).
import nodemailer from 'nodemailer';
import { isStartTlsRequired } from '../../config/index.js';
import type { MailTransport } from './mail-transport.js';

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Short timeouts: the worker's lease on a claimed mail is much longer than one attempt.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // Plain smtp:// to a local relay may not offer STARTTLS; use it whenever it is offered, and demand
    // it when the URL says so: then a server (or a network) that withholds it gets nothing in clear.
    ignoreTLS: false,
    requireTLS: isStartTlsRequired(smtpUrl),
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

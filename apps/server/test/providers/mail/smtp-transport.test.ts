// Real delivery: nodemailer to an SMTP server started here; the first delivery fails and is retried.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../../src/db/schema/index.js';
import { enqueueMail } from '../../../src/modules/mail/outbox.js';
import { retryDelayMs } from '../../../src/modules/mail/worker.js';
import { createSmtpTransport } from '../../../src/providers/mail/smtp-transport.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PASSWORD, register } from '../../testing/auth-helpers.js';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer.js';

describe('SMTP delivery with retries', () => {
  let t: TestApp;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    smtp.refuseNext(1);
    t = await buildTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Fournil <no-reply@fournil.test>', APP_URL: 'https://fournil.test' },
      { mail: { retryBaseMs: 150, maxRetryDelayMs: 1000, pollIntervalMs: 500, maxAttempts: 3 } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('answers the registration at once, then delivers the confirmation after a refused first attempt', async () => {
    const started = Date.now();
    const response = await register(t.app, { username: 'lea', email: 'lea@example.fr' });
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);

    const mail = await waitFor(async () => smtp.received.find((candidate) => candidate.to.includes('lea@example.fr')));
    expect(mail.from).toBe('no-reply@fournil.test');
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?|^Subject: Confirmez/m);
    expect(mail.raw).toContain('multipart/alternative');
    expect(mail.raw).toContain('text/html');
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/https:\/\/fournil\.test\/email-confirmation\/[A-Za-z0-9_-]{43}/);

    // The worker records the delivery just after the server has accepted it.
    const row = await waitFor(async () => {
      const [candidate] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'lea@example.fr'));
      return candidate?.status === 'pending' ? undefined : candidate;
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('lists the mail in the dev mailbox with its links', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mails/?to=LEA@example.fr' });
    expect(response.statusCode).toBe(200);
    const [mail] = response.json() as { links: string[]; status: string; subject: string }[];
    expect(mail!.status).toBe('sent');
    expect(mail!.links[0]).toMatch(/^https:\/\/fournil\.test\/email-confirmation\//);
  });

  it('marks the session cookies Secure when APP_URL is https', async () => {
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'lea@example.fr'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'lea@example.fr', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    for (const name of ['fournil_refresh', 'csrftoken']) expect(response.cookies.find((cookie) => cookie.name === name)?.secure).toBe(true);
  });

  it('gives up after the last attempt and records the error', async () => {
    smtp.refuseNext(3);
    await enqueueMail(t.database.db, { to: 'perdu@example.fr', subject: 'Essai', text: 'texte', html: '<p>texte</p>' });
    const row = await waitFor(async () => {
      const [candidate] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'perdu@example.fr'));
      return candidate?.status === 'failed' ? candidate : undefined;
    });
    expect(row.attempts).toBe(3);
    expect(row.lastError).toContain('Boîte temporairement indisponible');
    expect(smtp.received.some((mail) => mail.to.includes('perdu@example.fr'))).toBe(false);
  });

  it('sends nothing in clear with ?requireTLS=true when the server withholds STARTTLS (as a network that strips it would)', async () => {
    // The peer offers no STARTTLS: without the flag nodemailer would deliver in clear, as the first test shows.
    const transport = createSmtpTransport(`${smtp.url}?requireTLS=true`);
    try {
      await expect(
        transport.send({ from: 'no-reply@fournil.test', to: 'chiffre@example.fr', subject: 'Lien', text: 'secret', html: '<p>secret</p>' }),
      ).rejects.toThrow(/STARTTLS/);
    } finally {
      await transport.close();
    }
    expect(smtp.received.some((mail) => mail.to.includes('chiffre@example.fr'))).toBe(false);
  });

  it('backs off exponentially with jitter, capped', () => {
    const options = { retryBaseMs: 30_000, maxRetryDelayMs: 3_600_000 };
    expect(retryDelayMs(1, options, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(2, options, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(4, options, () => 0.5)).toBe(240_000);
    expect(retryDelayMs(20, options, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(1, options, () => 0)).toBe(24_000);
  });
});

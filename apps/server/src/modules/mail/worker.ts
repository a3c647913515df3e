// Background delivery of the outbox. Several instances may run it on one PostgreSQL: a batch is
// claimed with FOR UPDATE SKIP LOCKED and leased (next_attempt_at pushed forward), so each mail is
// sent by one worker. Failures are retried with exponential backoff, then marked failed.
// A batch is sent one mail after the other, which can outlast the lease taken at the claim (20 slow
// SMTP attempts): so right before each send the worker renews that mail's lease, fenced by the
// attempt count it claimed. If another worker claimed the mail meanwhile (its count moved on), the
// renewal finds no row and this worker leaves the mail alone; once renewed, the lease outlives the
// send (one SMTP attempt is bounded by the transport's time-outs, providers/mail/smtp-transport.ts), so no other
// worker can claim it while it is being sent (docs/reliability.md, "Mail").
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/client.js';
import type { MailTransport } from '../../providers/mail/mail-transport.js';
import { MAIL_CHANNEL } from './outbox.js';
import * as repository from './repository.js';

export type MailWorkerOptions = {
  /** Longest sleep between two looks at the outbox (retries are also woken at their due time). */
  pollIntervalMs?: number;
  /** First retry delay; doubles on every failure (with ±20 % jitter), capped at maxRetryDelayMs. */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  /** Attempts before a mail is given up (status failed). */
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claimed mail stays invisible to the other workers. */
  leaseMs?: number;
  /**
   * Blank a mail's body once delivered: its links (confirmation, reset, invitation) are secrets
   * nobody needs to keep; subject, recipient and dates stay for the record. Off while the dev
   * mailbox is on, whose whole point is to show those links (plugin.ts).
   */
  scrubAfterDelivery?: boolean;
};

/** What a delivered mail's body becomes when scrubAfterDelivery is on. */
export const SCRUBBED_BODY = '[contenu effacé après l’envoi]';

export type MailWorker = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Look at the outbox now (enqueueMail does it through NOTIFY). */
  wake(): void;
};

const DEFAULTS: Required<MailWorkerOptions> = {
  pollIntervalMs: 30_000,
  retryBaseMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  maxAttempts: 8,
  batchSize: 20,
  leaseMs: 5 * 60_000,
  scrubAfterDelivery: true,
};

export function retryDelayMs(
  attempts: number,
  options: Pick<Required<MailWorkerOptions>, 'retryBaseMs' | 'maxRetryDelayMs'>,
  random = Math.random,
): number {
  const exponential = Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.maxRetryDelayMs);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

export function createMailWorker(
  deps: { database: Database; transport: MailTransport; from: string; log: FastifyBaseLogger },
  userOptions: MailWorkerOptions = {},
): MailWorker {
  const options = { ...DEFAULTS, ...userOptions };
  const { database, transport, from, log } = deps;
  const db = database.db;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let unlisten: Unlisten | undefined;

  async function claimBatch() {
    const claimed = await repository.claimDueMails(db, options.batchSize, options.leaseMs);
    // UPDATE … RETURNING keeps no order: oldest first, as queued.
    return claimed.sort((a, b) => a.id - b.id);
  }

  async function deliver(mail: repository.MailRow): Promise<void> {
    if (!(await repository.renewLease(db, mail, options.leaseMs))) {
      log.info({ mailId: mail.id }, 'e-mail repris par une autre instance pendant l’attente : non envoyé ici');
      return;
    }
    try {
      await transport.send({
        from,
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await repository.markSent(db, mail, options.scrubAfterDelivery ? SCRUBBED_BODY : undefined);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      if (mail.attempts >= options.maxAttempts) {
        log.error({ mailId: mail.id, attempts: mail.attempts, err: error }, 'e-mail abandonné après plusieurs échecs');
        await repository.markFailed(db, mail, message);
        return;
      }
      const delay = retryDelayMs(mail.attempts, options);
      log.warn({ mailId: mail.id, attempts: mail.attempts, retryInMs: delay, err: error }, 'échec d’envoi d’un e-mail, nouvel essai prévu');
      await repository.scheduleRetry(db, mail, message, delay);
    }
  }

  /** Milliseconds until the next pending mail is due (bounded by the poll interval). */
  async function msUntilNextDue(): Promise<number> {
    const next = await repository.findNextDueAt(db);
    if (!next) return options.pollIntervalMs;
    const nextMs = next instanceof Date ? next.getTime() : new Date(next).getTime();
    return Math.max(0, Math.min(options.pollIntervalMs, nextMs - Date.now() + 20));
  }

  async function drain(): Promise<void> {
    do {
      wakeAgain = false;
      for (;;) {
        if (stopped) return;
        const batch = await claimBatch();
        for (const mail of batch) await deliver(mail);
        if (batch.length < options.batchSize) break;
      }
    } while (wakeAgain && !stopped);
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    timer.unref();
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .then(() => (stopped ? options.pollIntervalMs : msUntilNextDue()))
      .catch((error: unknown) => {
        if (!stopped) log.error({ err: error }, 'file d’envoi des e-mails : erreur');
        return options.pollIntervalMs;
      })
      .then((delay) => {
        running = undefined;
        schedule(wakeAgain ? 0 : delay);
      });
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      try {
        unlisten = await database.listen(MAIL_CHANNEL, () => run());
      } catch (error) {
        log.warn({ err: error }, 'LISTEN indisponible : la file d’e-mails sera seulement relue périodiquement');
      }
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.().catch(() => {});
      unlisten = undefined;
      await running;
      await transport.close().catch(() => {});
    },
    wake: run,
  };
}

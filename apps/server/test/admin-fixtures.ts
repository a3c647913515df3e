// Fixtures of the back-office tests (test/admin-*.test.ts): staff accounts promoted by the core of
// `npm run create-staff`, requests to the admin API, the audit entries of one record, contact
// messages, and a live-feed client.
import type { TAdminAuditEntry } from '@fournil/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import { promoteToStaff } from '../src/cli/promote-to-staff.js';
import { contactMessages } from '../src/db/schema.js';
import { bearer } from './auth-helpers.js';
import { signUp, type Account } from './manager-fixtures.js';

/** A confirmed, signed-in account made staff the way an operator does it. */
export async function staffAccount(app: FastifyInstance, username: string): Promise<Account> {
  const account = await signUp(app, username);
  const outcome = await promoteToStaff(app.db.db, account.email);
  if (!outcome.ok) throw new Error(`create-staff: ${outcome.message}`);
  return account;
}

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as `account` (anonymous when null), with a JSON body when given. */
export function adminRequest(
  app: FastifyInstance,
  account: Pick<Account, 'access'> | null,
  method: AdminMethod,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: account ? bearer(account.access) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The audit entries of one record, oldest first, read through the admin API. */
export async function auditEntriesOf(app: FastifyInstance, staff: Account, entityType: string, entityId: string | number): Promise<TAdminAuditEntry[]> {
  const query = new URLSearchParams({ entity_type: entityType, q: String(entityId), page_size: '100' });
  const response = await adminRequest(app, staff, 'GET', `/api/admin/audit/?${query.toString()}`);
  if (response.statusCode !== 200) throw new Error(`audit: ${response.statusCode} ${response.body}`);
  const entries = (response.json() as { results: TAdminAuditEntry[] }).results;
  return entries.filter((entry) => entry.entity_id === String(entityId)).reverse();
}

export async function insertContactMessage(app: FastifyInstance, values: Partial<typeof contactMessages.$inferInsert> & { subject: string }): Promise<number> {
  const [row] = await app.db.db
    .insert(contactMessages)
    .values({ name: 'Camille Martin', email: 'camille@example.fr', message: 'Bonjour, une question sur Fournil.', ...values })
    .returning({ id: contactMessages.id });
  return row!.id;
}

type FeedMessage = Record<string, unknown> | Record<string, unknown>[];

/** A live-feed (/ws/chat/) client that queues what it receives. */
export class FeedClient {
  private readonly received: FeedMessage[] = [];
  private waiters: (() => void)[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as FeedMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(baseUrl: string): Promise<FeedClient> {
    const socket = new WebSocket(`${baseUrl}/ws/chat/`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new FeedClient(socket);
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The next message not taken yet, within `timeoutMs`. */
  async next(timeoutMs = 2000): Promise<FeedMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no live-feed message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received.shift()!;
  }

  /** Messages until one matches, within `timeoutMs` (the ones before it are dropped). */
  async nextMatching(isWanted: (message: FeedMessage) => boolean, timeoutMs = 3000): Promise<FeedMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await this.next(Math.max(1, deadline - Date.now()));
      if (isWanted(message)) return message;
    }
  }

  close(): void {
    this.socket.close(1000);
  }
}

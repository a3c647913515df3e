// The staff inbox of contact messages (docs/back-office.md, "Contact messages"): newest first,
// filtered by state and searched on the server; opening one does not mark it read; marking
// read/unread and archiving are audited, one entry per change; and the audit log read back.
import { ADMIN_MESSAGES, replyMailto, type TAdminAuditEntry, type TAdminMessage } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, auditEntriesOf, insertContactMessage, staffAccount } from '../../testing/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let staff: Account;
let older: number;
let newer: number;

const api = (method: Parameters<typeof adminRequest>[2], url: string, payload?: unknown) =>
  adminRequest(t.app, staff, method, url, payload);
const idsOf = async (url: string) => ((await api('GET', url)).json().results as TAdminMessage[]).map((message) => message.id);

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  staff = await staffAccount(t.app, 'inbox-staff');
  older = await insertContactMessage(t.app, {
    subject: 'Horaires faux',
    email: 'lucie@example.fr',
    name: 'Lucie',
    createdAt: new Date(Date.now() - 3600_000),
  });
  newer = await insertContactMessage(t.app, { subject: 'Partenariat', email: 'marc@example.fr', name: 'Marc Dupain' });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('/api/admin/messages/', () => {
  it('lists unread messages by default, newest first, and searches name, e-mail and subject', async () => {
    expect(await idsOf('/api/admin/messages/')).toEqual([newer, older]);
    expect(await idsOf('/api/admin/messages/?q=dupain')).toEqual([newer]);
    expect(await idsOf('/api/admin/messages/?q=LUCIE%40')).toEqual([older]);
    expect(await idsOf('/api/admin/messages/?q=horaires')).toEqual([older]);
    expect((await api('GET', '/api/admin/messages/?status=lu')).statusCode).toBe(400);
  });

  it('opens a message without marking it read; the reply is a mailto with « Re : » and the subject', async () => {
    const opened = await api('GET', `/api/admin/messages/${newer}/`);
    expect(opened.statusCode).toBe(200);
    const message = opened.json() as TAdminMessage;
    expect(message).toMatchObject({
      id: newer,
      name: 'Marc Dupain',
      email: 'marc@example.fr',
      subject: 'Partenariat',
      read_at: null,
      archived_at: null,
    });
    expect(await idsOf('/api/admin/messages/?status=unread')).toContain(newer);
    expect(replyMailto(message)).toBe('mailto:marc@example.fr?subject=Re%20%3A%20Partenariat');
  });

  it('marks read, unread, archives and restores; each change is one audit entry, a repeated state none', async () => {
    const read = await api('PATCH', `/api/admin/messages/${older}/`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).not.toBeNull();
    expect(await idsOf('/api/admin/messages/?status=read')).toEqual([older]);
    expect(await idsOf('/api/admin/messages/?status=unread')).toEqual([newer]);

    // Asking again for the same state changes nothing.
    expect((await api('PATCH', `/api/admin/messages/${older}/`, { read: true })).json()).toEqual(read.json());

    const archived = await api('PATCH', `/api/admin/messages/${older}/`, { archived: true });
    expect(archived.json().archived_at).not.toBeNull();
    expect(await idsOf('/api/admin/messages/?status=archived')).toEqual([older]);
    expect(await idsOf('/api/admin/messages/?status=read')).toEqual([]);
    expect(await idsOf('/api/admin/messages/?status=all')).toEqual([newer, older]);

    const back = await api('PATCH', `/api/admin/messages/${older}/`, { read: false, archived: false });
    expect(back.json()).toMatchObject({ read_at: null, archived_at: null });

    const entries = await auditEntriesOf(t.app, staff, 'contact_message', older);
    expect(entries.map((entry) => entry.action)).toEqual(['mark_read', 'archive', 'mark_unread', 'unarchive']);
    expect(entries[0]).toMatchObject({ actor_email: staff.email, before: { read_at: null }, after: read.json() });
    expect(entries[3]).toMatchObject({ after: back.json() });
  });

  it('refuses an empty change and answers 404 for an unknown message', async () => {
    expect((await api('PATCH', `/api/admin/messages/${older}/`, {})).statusCode).toBe(400);
    const unknown = await api('PATCH', '/api/admin/messages/2147483647/', { read: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: ADMIN_MESSAGES.notFound });
  });
});

describe('/api/admin/audit/', () => {
  it('lists entries newest first, filtered by entity type and searched on author, action or id', async () => {
    const all = (await api('GET', '/api/admin/audit/?page_size=100')).json();
    const ids = (all.results as TAdminAuditEntry[]).map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.count).toBe(all.results.length);

    const messages = (await api('GET', '/api/admin/audit/?entity_type=contact_message')).json().results as TAdminAuditEntry[];
    expect(messages.length).toBe(4);
    expect(messages.every((entry) => entry.entity_type === 'contact_message')).toBe(true);
    const archives = (await api('GET', '/api/admin/audit/?q=unarchive')).json().results as TAdminAuditEntry[];
    expect(archives.map((entry) => entry.action)).toEqual(['unarchive']);
    const byAuthor = (await api('GET', `/api/admin/audit/?q=${encodeURIComponent(staff.email)}&page_size=2`)).json();
    // Four changes of contact messages, and the staff account's own two-step set-up.
    expect(byAuthor).toMatchObject({ count: 5, page_size: 2 });
    expect(byAuthor.results).toHaveLength(2);
    expect((await api('GET', `/api/admin/audit/?q=${encodeURIComponent(staff.email)}&page_size=2&page=4`)).json().results).toEqual([]);
  });
});

// Wrong second-step codes (docs/two-factor.md, "Wrong codes"): the attack of someone who has the
// password and guesses codes. Ten wrong codes in a row lock the account's codes for 15 minutes, the
// next ten for 1 hour, then 4 hours, then 24 hours; 24 hours without a wrong code or a lock start it
// over. The person is mailed at the first lock, the staff at each lock of a staff account, and the
// server logs each wrong code that followed the right password. The file's clock (Date only) moves.
import { TWO_FACTOR_MESSAGES } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { promoteToStaff } from '../../../src/cli/promote-to-staff.js';
import { codeAt } from '../../../src/modules/two-factor/totp.js';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/index.js';
import { PASSWORD, bearer, mailsTo } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { signUp, type Account } from '../../testing/manager-fixtures.js';
import { enableTwoFactor, nextCode, wrongCode, type TwoFactorKeys } from '../../testing/two-factor-fixtures.js';

const STAFF_EMAIL = 'equipe@fournil.test';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PASSWORD_KNOWN = 'Quelqu’un connaît votre mot de passe – Fournil';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  t = await buildTestApp(
    { APP_URL: 'http://fournil.test', STAFF_EMAIL, LOG_LEVEL: 'warn' },
    {
      rateLimits: { twoFactorAccount: RATE_LIMITS.twoFactorAccount },
      logger: true,
      logStream: { write: (line) => void logLines.push(line) },
    },
  );
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

type Person = Account & TwoFactorKeys;

let people = 0;
async function personWithTwoFactor(isStaff = false): Promise<Person> {
  const account = await signUp(t.app, `codes-faux-${++people}`);
  if (isStaff) expect((await promoteToStaff(t.database.db, account.email)).ok).toBe(true);
  return { ...account, ...(await enableTwoFactor(t.app, account.access)) };
}

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** The right password: the ticket of the second step. */
async function ticket(person: Person): Promise<string> {
  const first = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: person.email, password: PASSWORD } });
  expect(first.statusCode).toBe(200);
  return first.json().two_factor_token;
}

const codeOnTicket = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/2fa/', payload: { two_factor_token: token, code } });

/** The password, then `code`: what a thief with the password does. */
const secondStep = async (person: Person, code: string) => codeOnTicket(await ticket(person), code);

/** Wrong codes after the right password, four per ticket (a ticket allows five). */
async function wrongCodes(person: Person, count: number): Promise<void> {
  let token = '';
  for (let i = 0; i < count; i++) {
    if (i % 4 === 0) token = await ticket(person);
    const response = await codeOnTicket(token, wrongCode(person.secret));
    expect(response.statusCode, `wrong code ${i + 1}`).toBe(400);
    expect(response.json()).toEqual({ code: [TWO_FACTOR_MESSAGES.codeWrong] });
  }
}

/** The code the app shows now is refused too, with a wait of about `ms` (the clock runs a little meanwhile). */
async function expectLockedFor(person: Person, ms: number): Promise<void> {
  const refused = await secondStep(person, codeAt(person.secret, new Date()));
  expect(refused.statusCode).toBe(429);
  const wait = Number(refused.headers['retry-after']);
  expect(wait).toBeLessThanOrEqual(ms / 1000);
  expect(wait).toBeGreaterThan(ms / 1000 - 30);
}

const passwordKnownMails = async (person: Person) => (await mailsTo(t.app, person.email)).filter((mail) => mail.subject === PASSWORD_KNOWN);
const staffAlertsAbout = async (person: Person) =>
  (await mailsTo(t.app, STAFF_EMAIL)).filter((mail) => mail.subject.endsWith(`sur le compte de l’équipe n° ${person.id}`));

describe('wrong second-step codes', () => {
  it('lock the codes for 15 minutes at the tenth in a row, then 1 hour, 4 hours and 24 hours at the next tens, instead of starting over', async () => {
    const person = await personWithTwoFactor();
    await wrongCodes(person, 10);
    await expectLockedFor(person, 15 * MINUTE);
    advance(14 * MINUTE);
    await expectLockedFor(person, MINUTE);

    for (const [waited, next] of [
      [15 * MINUTE, HOUR],
      [HOUR, 4 * HOUR],
      [4 * HOUR, 24 * HOUR],
      [24 * HOUR, 24 * HOUR],
    ] as const) {
      advance(waited);
      await wrongCodes(person, 10);
      await expectLockedFor(person, next);
    }

    // Mailed once, at the first lock: the longer ones after it send nothing more.
    const [mail, ...others] = await passwordKnownMails(person);
    expect(others).toEqual([]);
    expect(mail!.text).toContain('quelqu’un connaît votre mot de passe');
    expect(mail!.text).toContain('15 minutes');
    expect(mail!.links).toContain('http://fournil.test/forgot-password');
    // An owner's account: the staff are not told.
    expect(await staffAlertsAbout(person)).toEqual([]);

    advance(24 * HOUR);
    expect((await secondStep(person, await nextCode(person.secret))).statusCode).toBe(200);
  });

  it('start over at 15 minutes, with a new mail, after 24 hours without a wrong code or a lock', async () => {
    const person = await personWithTwoFactor();
    await wrongCodes(person, 10);
    advance(15 * MINUTE);
    await wrongCodes(person, 10);
    await expectLockedFor(person, HOUR);
    advance(HOUR + 24 * HOUR);
    await wrongCodes(person, 10);
    await expectLockedFor(person, 15 * MINUTE);
    expect(await passwordKnownMails(person)).toHaveLength(2);
  });

  it('count in a row: a right code in between forgets them, spacing them out does not', async () => {
    const person = await personWithTwoFactor();
    await wrongCodes(person, 9);
    expect((await secondStep(person, await nextCode(person.secret))).statusCode).toBe(200);
    await wrongCodes(person, 9);
    expect((await secondStep(person, await nextCode(person.secret))).statusCode).toBe(200);

    // Nine guesses, then a wait under the 24 hours: the tenth still locks.
    await wrongCodes(person, 9);
    advance(23 * HOUR);
    await wrongCodes(person, 1);
    await expectLockedFor(person, 15 * MINUTE);
  });

  it('count with the wrong codes of the profile’s forms', async () => {
    const person = await personWithTwoFactor();
    await wrongCodes(person, 9);
    const renew = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/recovery-codes/',
      headers: bearer(person.session.access),
      payload: { password: PASSWORD, code: wrongCode(person.secret) },
    });
    expect(renew.json()).toEqual({ code: [TWO_FACTOR_MESSAGES.codeWrong] });
    await expectLockedFor(person, 15 * MINUTE);
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/recovery-codes/',
      headers: bearer(person.session.access),
      payload: { password: PASSWORD, code: codeAt(person.secret, new Date()) },
    });
    expect(locked.statusCode).toBe(429);
  });

  it('tell the staff at each lock of a staff account', async () => {
    const staff = await personWithTwoFactor(true);
    await wrongCodes(staff, 10);
    const [alert] = await staffAlertsAbout(staff);
    expect(alert!.subject).toBe(`[Fournil] Codes de validation erronés sur le compte de l’équipe n° ${staff.id}`);
    expect(alert!.text).toContain(`${staff.username} <${staff.email}>`);
    expect(alert!.text).toContain('refusés pendant 15 minutes');
    advance(15 * MINUTE);
    await wrongCodes(staff, 10);
    const alerts = await staffAlertsAbout(staff);
    expect(alerts).toHaveLength(2);
    expect(alerts.some((mail) => mail.text.includes('refusés pendant 1 heure'))).toBe(true);
    // The person, once.
    expect(await passwordKnownMails(staff)).toHaveLength(1);
  });

  it('are logged at warn as the right password followed by a wrong code, with the account, never the code or the password', async () => {
    const person = await personWithTwoFactor();
    const code = wrongCode(person.secret);
    const before = logLines.length;
    expect((await secondStep(person, code)).statusCode).toBe(400);
    const lines = logLines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const line = lines.find((entry) => entry.msg === 'mot de passe correct suivi d’un code de validation en deux étapes erroné');
    expect(line).toMatchObject({ level: 40, userId: person.id, where: 'connexion' });
    for (const entry of lines) {
      expect(JSON.stringify(entry)).not.toContain(`"${code}"`);
      expect(JSON.stringify(entry)).not.toContain(PASSWORD);
    }
  });
});

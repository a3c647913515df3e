// Helpers for the account tests: mails from the dev mailbox, registration, login, cookies.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type DevMail = {
  id: number;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  status: string;
  links: string[];
};

export const PASSWORD = 'levain-du-matin-42';

export async function mailsTo(app: FastifyInstance, to: string): Promise<DevMail[]> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/mails/?to=${encodeURIComponent(to)}` });
  if (response.statusCode !== 200) throw new Error(`dev mails: ${response.statusCode} ${response.body}`);
  return response.json() as DevMail[];
}

/** Waits for the count-th mail (1-based) to `to` whose subject matches, and returns it. */
export async function waitForMail(app: FastifyInstance, to: string, subject: RegExp, count = 1, timeoutMs = 10_000): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(app, to)).filter((mail) => subject.test(mail.subject));
    if (mails.length >= count) return mails[0]!;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function linkPath(mail: DevMail, prefix: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in ${mail.text}`);
  return new URL(link).pathname;
}

type NewUser = { username: string; email: string; password?: string; remoteAddress?: string };

export async function register(app: FastifyInstance, user: NewUser) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/registration/',
    ...(user.remoteAddress ? { remoteAddress: user.remoteAddress } : {}),
    payload: {
      username: user.username,
      email: user.email,
      password1: user.password ?? PASSWORD,
      password2: user.password ?? PASSWORD,
      captcha_0: 'test',
      captcha_1: 'PASSED',
    },
  });
}

/** Registers, confirms through the mailed link, and returns the confirmation key. */
export async function registerConfirmed(app: FastifyInstance, user: NewUser): Promise<void> {
  const response = await register(app, user);
  if (response.statusCode !== 201) throw new Error(`registration: ${response.statusCode} ${response.body}`);
  const mail = await waitForMail(app, user.email, /Confirmez/);
  const key = linkPath(mail, '/email-confirmation/').split('/').pop()!;
  const confirmed = await app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key } });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation: ${confirmed.statusCode} ${confirmed.body}`);
}

export type Session = { access: string; refresh: string; csrf: string; response: LightMyRequestResponse };

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  if (response.json().two_factor_token)
    throw new Error('login: this account has two-step verification (two-factor-fixtures.ts: loginWithCode)');
  return {
    access: response.json().access,
    refresh: cookieValue(response, 'fournil_refresh')!,
    csrf: cookieValue(response, 'csrftoken')!,
    response,
  };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

// The abuse limits and how they count (docs/sessions-and-limits.md): the production table, and the
// keys an account limit counts by (an e-mail, an address or its IPv6 /64).
import net from 'node:net';
import type { FastifyRequest } from 'fastify';

const MINUTE = 60_000;

export type Limit = { max: number; timeWindow: number };

/** Production limits; NODE_ENV=test multiplies `max` by RATE_LIMIT_FACTOR (default 1000 there). */
export const RATE_LIMITS = {
  login: { max: 20, timeWindow: 5 * MINUTE },
  /** Wrong passwords for one account from one address (or IPv6 /64); cleared by a successful login. */
  loginAccount: { max: 10, timeWindow: 15 * MINUTE },
  /**
   * Wrong passwords for one e-mail from every address together, never cleared: past it, logging in to
   * that account needs a solved captcha until the window ends (never a refusal of the right password).
   */
  loginFailuresAccount: { max: 30, timeWindow: 60 * MINUTE },
  /** Staff mails about one account past loginFailuresAccount: one an hour. */
  loginFailuresAlert: { max: 1, timeWindow: 60 * MINUTE },
  registration: { max: 10, timeWindow: 60 * MINUTE },
  confirmEmail: { max: 30, timeWindow: 15 * MINUTE },
  /** « Renvoyer l'e-mail de confirmation »: each call may send a mail to the address typed. */
  resendConfirmation: { max: 5, timeWindow: 15 * MINUTE },
  passwordReset: { max: 10, timeWindow: 15 * MINUTE },
  /** Reset mails to one address, counted once the captcha passed; cleared by a login or a reset. */
  passwordResetAccount: { max: 5, timeWindow: 60 * MINUTE },
  passwordResetConfirm: { max: 20, timeWindow: 15 * MINUTE },
  /** Data exports (each one reads every record of the person): a few a day is what a person needs. */
  dataExport: { max: 10, timeWindow: 60 * MINUTE },
  /** Password changes from the profile, per address (each one hashes a password). */
  passwordChange: { max: 20, timeWindow: 15 * MINUTE },
  /** Wrong current passwords typed in the profile, per account; cleared by a successful change. */
  passwordChangeAccount: { max: 5, timeWindow: 15 * MINUTE },
  /**
   * E-mail change requests from the profile (docs/accounts.md, "Changing the e-mail address"): each
   * one mails a link to an address the person typed. Per account, and per address asked for from
   * every account together, so that no inbox gets more than a few of our links a day. Each refusal
   * has its own French 429 (AUTH_DETAILS.emailChangeTooMany…).
   */
  emailChangeAccount: { max: 3, timeWindow: 24 * 60 * MINUTE },
  emailChangeAddress: { max: 10, timeWindow: 24 * 60 * MINUTE },
  /**
   * Wrong two-step codes (app or recovery) in a row for one account, from every address and every
   * login ticket together (docs/two-factor.md, "Wrong codes"). Counted in the database by
   * modules/two-factor/lockout.ts, which reads `max` only: the codes are then locked for 15 minutes
   * (the window here), and each next lock lasts longer. A ticket itself allows TWO_FACTOR_TICKET_MAX_FAILURES.
   */
  twoFactorAccount: { max: 10, timeWindow: 15 * MINUTE },
  /** The login's second step and the profile's two-step settings, per address. */
  twoFactor: { max: 30, timeWindow: 15 * MINUTE },
  tokenRefresh: { max: 120, timeWindow: 5 * MINUTE },
  contact: { max: 5, timeWindow: 10 * MINUTE },
  captcha: { max: 60, timeWindow: MINUTE },
  captchaImage: { max: 120, timeWindow: MINUTE },
  siren: { max: 20, timeWindow: 10 * MINUTE },
  // « Signaler un problème » on a SIREN held by another account: each report mails the staff and the
  // person (docs/accounts.md, "Disputing a SIREN"); a person sends one, maybe a correction.
  sirenDispute: { max: 10, timeWindow: 60 * MINUTE },
  sirenDisputeAccount: { max: 3, timeWindow: 60 * MINUTE },
  // Claiming a listing (docs/claims.md): a pending claim mails the staff and asks the SIREN register; a baker
  // claims their shop or a few, not a town.
  claim: { max: 30, timeWindow: 60 * MINUTE },
  claimAccount: { max: 10, timeWindow: 60 * MINUTE },
  // Nearby search (public, answered from memory): a visitor's home page asks on load, on each radius
  // or place change and every 30 s at most; 5 a second for a minute is a scraper, not a visitor.
  nearby: { max: 300, timeWindow: MINUTE },
  // Geocoding and directions go to public services with usage policies (docs/third-party-services.md).
  geocode: { max: 60, timeWindow: MINUTE },
  // Suggestions are asked as the visitor types (one request per pause of 250 ms, from the third
  // character): a few per search, so twice the geocoder's allowance.
  geoSuggest: { max: 120, timeWindow: MINUTE },
  // Directions: a screen asks the three modes at once, and routes are cached. Well below the public
  // router's 60 a minute for the whole site (OSRM_PUBLIC_RATE), so no one visitor can use it all up.
  route: { max: 15, timeWindow: MINUTE },
  // Sitemaps: a crawler reads them a few times a day; each bakery sitemap reads up to 50,000 rows.
  sitemap: { max: 30, timeWindow: MINUTE },
  // The published merged listings (docs/open-data.md, "Publishing the merged listings (ODbL)"): a reuser downloads
  // the whole file now and then, or asks with If-None-Match; each answer is one file from memory, about 15 MB.
  openDataFile: { max: 10, timeWindow: MINUTE },
  // Generated sharing images: link-preview bots fetch one per shared link; each costs ~40 ms of CPU
  // the first time (then it is kept in memory).
  sharingCard: { max: 60, timeWindow: MINUTE },
  // Manager invitations: each one sends a mail to an address the owner types.
  inviteManagerAccount: { max: 20, timeWindow: 60 * MINUTE },
  invitation: { max: 60, timeWindow: 15 * MINUTE },
  // Campaign view and click beacons (public): a visitor browsing many bakery pages stays well under.
  campaignStats: { max: 120, timeWindow: MINUTE },
  // Promo codes are short words: guessing them is the abuse to slow down, per address and per account
  // (docs/sessions-and-limits.md, "Payments"). An owner checks one code, maybe retypes it twice.
  promoCheck: { max: 30, timeWindow: 10 * MINUTE },
  promoCheckAccount: { max: 10, timeWindow: 10 * MINUTE },
  // Opening a checkout calls the payment provider and records a session (docs/sessions-and-limits.md,
  // "Payments"): per address for each of the two routes, per account for both together.
  checkout: { max: 30, timeWindow: 10 * MINUTE },
  checkoutAccount: { max: 10, timeWindow: 10 * MINUTE },
  // Result pages poll every 2.5 s (docs/payments.md); a status check may ask the provider.
  paymentStatus: { max: 120, timeWindow: MINUTE },
  // Live feed connections, per IPv4 address or IPv6 /64 (docs/reliability.md, "Live feed"): each page
  // opens its own socket and a dropped one retries every 3 s (20 a minute); one a second on average
  // leaves room for a household browsing, not for a reconnect storm.
  liveUpgrade: { max: 60, timeWindow: MINUTE },
  // Push alerts (docs/alerts.md, "Limits"): each creation may add a subscription the server will call
  // later. A visitor asks for a few alerts at a time; 30 an hour per address (or IPv6 /64) is a
  // household, not someone filling the table.
  alertCreate: { max: 30, timeWindow: 60 * MINUTE },
  // « Mes alertes » and « Ne plus me prévenir »: read on each visit of the list, one removal per click.
  alertRead: { max: 60, timeWindow: MINUTE },
  // Visitors' reports (docs/visitor-reports.md, decision 020), each counted per visitor (or account)
  // and per address (an IPv6 /64 as one): one per bakery every 30 minutes, 20 a day. Keys carry the
  // bakery for the first. The refusals are the reports' own French 429s.
  reportPerBakery: { max: 1, timeWindow: 30 * MINUTE },
  reportPerDay: { max: 20, timeWindow: 24 * 60 * MINUTE },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;
export type RateLimitOverrides = Partial<Record<LimitName, Partial<Limit>>>;

/** The account key of a body carrying an e-mail: trimmed and lowercased. */
export function emailKey(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.trim() !== '' ? normaliseEmail(body.email) : undefined;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The address part of a per-account key: an IPv4 address as it is, an IPv6 address cut to its /64
 * (one subscriber usually holds a whole /64, so counting single addresses would be no limit).
 */
export function addressKey(ip: string): string {
  if (net.isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return mapped[1]!;
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}

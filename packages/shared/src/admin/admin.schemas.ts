// The staff back-office `/admin` and its API `/api/admin/…` (docs/back-office.md): every
// request and answer, shared by the server (validation, OpenAPI) and the browser (forms).
import { z } from 'zod';
import { FAQ_COLORS, PRODUCT_NAME } from '../constants.js';
import { formatEuros } from '../format/format-money.js';
import { isFaqDestination } from '../content/faq-pages.js';
import { ZInvoiceListItem } from '../invoices/invoices.schemas.js';
import { CONTACT_MESSAGE_KINDS } from '../siren/siren-dispute.js';

// ---------------------------------------------------------------- lists: paged, sorted, filtered on the server

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const ADMIN_MESSAGES = {
  page: 'Page invalide.',
  pageSize: `Taille de page invalide : de 1 à ${ADMIN_MAX_PAGE_SIZE}.`,
  sort: 'Tri invalide.',
  search: 'Recherche trop longue (100 caractères au plus).',
  slug: 'Adresse invalide : lettres minuscules, chiffres et tirets, sans tiret au début ni à la fin.',
  slugTaken: 'Une page utilise déjà cette adresse.',
  title: 'Indiquez un titre (200 caractères au plus).',
  content: 'Contenu trop long (100 000 caractères au plus).',
  question: 'Indiquez la question (300 caractères au plus).',
  answer: 'Indiquez la réponse (20 000 caractères au plus).',
  color: 'Couleur invalide.',
  destination: 'Page de destination inconnue.',
  destinations: 'Choisissez au moins une page où afficher la question.',
  tooManyDestinations: 'Choisissez 50 pages au plus.',
  position: 'Ordre invalide : un entier de 0 à 10 000.',
  code: 'Code invalide : 3 à 40 lettres majuscules, chiffres, tirets ou soulignés.',
  codeTaken: 'Ce code existe déjà.',
  discount: 'Remise invalide : un nombre entier de centimes, de 0 à 100 000.',
  maxUses: 'Nombre d’utilisations invalide : un entier d’au moins 1, ou vide pour illimité.',
  date: 'Date invalide.',
  validityOrder: 'La fin de validité doit être après le début.',
  notFound: 'Élément introuvable.',
  cannotSuspendStaff: `Un compte de l’équipe ${PRODUCT_NAME} ne peut pas être suspendu ici.`,
  cannotSuspendSelf: 'Vous ne pouvez pas suspendre votre propre compte.',
  cannotDeleteStaff: `Un compte de l’équipe ${PRODUCT_NAME} ne peut pas être supprimé ici.`,
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte depuis l’administration.',
  staffOnly: `Réservé à l’équipe ${PRODUCT_NAME}.`,
} as const;

function queryInt(message: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** `?page=&page_size=&q=` of every list; each list adds its own `sort` and filters. */
export const ZAdminListQuery = z.object({
  page: queryInt(ADMIN_MESSAGES.page, 1, 1_000_000, 1),
  page_size: queryInt(ADMIN_MESSAGES.pageSize, 1, ADMIN_MAX_PAGE_SIZE, ADMIN_DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(100, ADMIN_MESSAGES.search).optional(),
});
export type TAdminListQuery = z.infer<typeof ZAdminListQuery>;

/** A sort parameter: one of the list's keys, `-` in front for descending. */
export function adminSort<const K extends readonly [string, ...string[]]>(keys: K, fallback: `${'' | '-'}${K[number]}`) {
  const values = keys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];
  return z.preprocess((value) => (value === undefined || value === '' ? fallback : value), z.enum(values, { error: ADMIN_MESSAGES.sort }));
}

/** One page of a list: the total count and at most page_size rows. */
export function zAdminList<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(item) });
}
export type TAdminList<T> = { count: number; page: number; page_size: number; results: T[] };

const isoDateTime = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- static pages

/** `mentions`, `cgu`, `a-propos`: lowercase letters, digits and single dashes. */
export const ZPageSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ADMIN_MESSAGES.slug)
  .max(100, ADMIN_MESSAGES.slug);

export const ZAdminPageInput = z.object({
  slug: ZPageSlug,
  title: z.string().trim().min(1, ADMIN_MESSAGES.title).max(200, ADMIN_MESSAGES.title),
  /** Markdown, rendered and sanitized by the same code as the public page. */
  content: z.string().max(100_000, ADMIN_MESSAGES.content),
});
export type TAdminPageInput = z.infer<typeof ZAdminPageInput>;

export const ZAdminPage = z.object({ slug: z.string(), title: z.string(), content: z.string(), updated_at: isoDateTime });
export type TAdminPage = z.infer<typeof ZAdminPage>;
export const ADMIN_PAGE_SORTS = ['slug', 'title', 'updated_at'] as const;

// ---------------------------------------------------------------- FAQ

/** Every fixed page and a few dozen static pages (docs/content.md, "FAQs"). */
const MAX_FAQ_DESTINATIONS = 50;

export const FAQ_COLOR_LABELS: Record<(typeof FAQ_COLORS)[number], string> = {
  orange: 'Orange',
  red: 'Rouge',
  yellow: 'Jaune',
  green: 'Vert',
  blue: 'Bleu',
  purple: 'Violet',
  teal: 'Bleu-vert',
  brown: 'Brun',
};

export const ZAdminFaqInput = z.object({
  question: z.string().trim().min(1, ADMIN_MESSAGES.question).max(300, ADMIN_MESSAGES.question),
  /** Rich text (HTML), sanitized wherever it is shown. */
  answer: z.string().trim().min(1, ADMIN_MESSAGES.answer).max(20_000, ADMIN_MESSAGES.answer),
  color: z.enum(FAQ_COLORS, { error: ADMIN_MESSAGES.color }),
  destinations: z
    .array(
      z
        .string({ error: ADMIN_MESSAGES.destination })
        .refine((path: string): boolean => isFaqDestination(path), { error: ADMIN_MESSAGES.destination }),
    )
    .min(1, ADMIN_MESSAGES.destinations)
    .max(MAX_FAQ_DESTINATIONS, ADMIN_MESSAGES.tooManyDestinations),
  position: z
    .number({ error: ADMIN_MESSAGES.position })
    .int(ADMIN_MESSAGES.position)
    .min(0, ADMIN_MESSAGES.position)
    .max(10_000, ADMIN_MESSAGES.position),
});
export type TAdminFaqInput = z.infer<typeof ZAdminFaqInput>;

export const ZAdminFaq = ZAdminFaqInput.extend({ id: z.number().int(), destinations: z.array(z.string()), created_at: isoDateTime });
export type TAdminFaq = z.infer<typeof ZAdminFaq>;
export const ADMIN_FAQ_SORTS = ['position', 'question', 'created_at'] as const;

// ---------------------------------------------------------------- promo codes

const nullableDateTime = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso.datetime({ offset: true, error: ADMIN_MESSAGES.date }).nullable(),
);

export const ZAdminPromoInput = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, ADMIN_MESSAGES.code),
    discount_cents: z
      .number({ error: ADMIN_MESSAGES.discount })
      .int(ADMIN_MESSAGES.discount)
      .min(0, ADMIN_MESSAGES.discount)
      .max(100_000, ADMIN_MESSAGES.discount),
    valid_from: nullableDateTime,
    valid_until: nullableDateTime,
    max_uses: z
      .number({ error: ADMIN_MESSAGES.maxUses })
      .int(ADMIN_MESSAGES.maxUses)
      .min(1, ADMIN_MESSAGES.maxUses)
      .max(1_000_000, ADMIN_MESSAGES.maxUses)
      .nullable(),
    is_active: z.boolean(),
    /** Each account may use the code once (docs/payments.md, "Promo codes"); unset: true. */
    once_per_account: z.boolean().default(true),
  })
  .refine((promo) => !promo.valid_from || !promo.valid_until || new Date(promo.valid_from) < new Date(promo.valid_until), {
    message: ADMIN_MESSAGES.validityOrder,
    path: ['valid_until'],
  });
export type TAdminPromoInput = z.infer<typeof ZAdminPromoInput>;

export const ZAdminPromo = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_cents: z.number().int(),
  valid_from: isoDateTime.nullable(),
  valid_until: isoDateTime.nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  is_active: z.boolean(),
  once_per_account: z.boolean(),
  created_at: isoDateTime,
});
export type TAdminPromo = z.infer<typeof ZAdminPromo>;
export const ADMIN_PROMO_SORTS = ['code', 'created_at', 'uses', 'valid_until'] as const;

// ---------------------------------------------------------------- contact messages

export const ADMIN_MESSAGE_STATUSES = ['unread', 'read', 'archived', 'all'] as const;
export const ZAdminMessageQuery = ZAdminListQuery.extend({ status: z.enum(ADMIN_MESSAGE_STATUSES).default('unread') });

export const ZAdminMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  user_id: z.number().int().nullable(),
  /** 'siren_dispute': sent from the profile about a SIREN another account holds (docs/back-office.md, "SIREN disputes"). */
  kind: z.enum(CONTACT_MESSAGE_KINDS),
  /** The disputed SIREN of a 'siren_dispute'; null otherwise. */
  siren: z.string().nullable(),
  created_at: isoDateTime,
  read_at: isoDateTime.nullable(),
  archived_at: isoDateTime.nullable(),
});
export type TAdminMessage = z.infer<typeof ZAdminMessage>;

/** `PATCH /api/admin/messages/{id}/`: mark read/unread, archive/restore. */
export const ZAdminMessagePatch = z
  .object({ read: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((patch) => patch.read !== undefined || patch.archived !== undefined);

/** The `mailto:` that answers a message: the sender's address and the subject, prefixed once with « Re : ». */
export function replyMailto(message: Pick<TAdminMessage, 'email' | 'subject'>): string {
  const subject = /^re\s*:/i.test(message.subject.trim()) ? message.subject.trim() : `Re : ${message.subject.trim()}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

// ---------------------------------------------------------------- users and bakeries

/** The role filter of /admin/utilisateurs: owners (a verified SIREN), managers (responsable of a bakery), staff, suspended. */
export const ADMIN_USER_ROLES = ['all', 'owner', 'manager', 'staff', 'suspended'] as const;
export const ZAdminUserQuery = ZAdminListQuery.extend({ role: z.enum(ADMIN_USER_ROLES).default('all') });
export const ADMIN_USER_SORTS = ['email', 'date_joined', 'last_login'] as const;

export const ZAdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  is_proprietaire: z.boolean(),
  is_staff: z.boolean(),
  siren: z.string().nullable(),
  siren_verified: z.boolean(),
  suspended_at: isoDateTime.nullable(),
  /** Set while staff hide the account's bakeries during a SIREN dispute (docs/back-office.md, "SIREN disputes"). */
  bakeries_hidden_at: isoDateTime.nullable(),
  /** Deleted by the person or, at their request, by staff: the row names nobody any more (docs/privacy.md). */
  deleted_at: isoDateTime.nullable(),
  date_joined: isoDateTime,
  last_login: isoDateTime.nullable(),
  /** The bakeries this account owns. */
  bakeries_count: z.number().int(),
  /** The bakeries this account is the manager (responsable) of: above 0, the account is « Responsable ». */
  managed_bakeries_count: z.number().int(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminBakery = z.object({
  id: z.number().int(),
  nom: z.string(),
  ville: z.string(),
  code_postal_boulangerie: z.string(),
  /** Null for a listing from open data that nobody has claimed (docs/decisions/019-bakeries-without-an-owner.md). */
  proprietaire: z.object({ id: z.number().int(), email: z.string(), suspended: z.boolean() }).nullable(),
  /** False while it is hidden itself, its owner is suspended or its owner’s bakeries are hidden (SIREN dispute): hidden from visitors and the live feed. */
  is_public: z.boolean(),
  created_at: isoDateTime,
});
export type TAdminBakery = z.infer<typeof ZAdminBakery>;
export const ADMIN_BAKERY_SORTS = ['nom', 'ville', 'created_at'] as const;

// ---------------------------------------------------------------- payments

export const ADMIN_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export const ADMIN_PAYMENT_PURPOSES = ['ad_access_payment', 'ad_access_subscription', 'bakery_month', 'bakery_month_subscription'] as const;
export const ADMIN_PAYMENT_PURPOSE_LABELS: Record<(typeof ADMIN_PAYMENT_PURPOSES)[number], string> = {
  ad_access_payment: 'Accès à la Régie Publicitaire (paiement unique)',
  ad_access_subscription: 'Accès à la Régie Publicitaire (abonnement)',
  bakery_month: 'Publication du mois d’une boulangerie',
  bakery_month_subscription: 'Publication mensuelle d’une boulangerie (abonnement)',
};
export const ADMIN_PAYMENT_STATUS_LABELS: Record<(typeof ADMIN_PAYMENT_STATUSES)[number], string> = {
  pending: 'En attente',
  paid: 'Payé',
  failed: 'Échoué',
  canceled: 'Annulé',
  expired: 'Expiré',
};

const isoDate = z.iso.date({ error: ADMIN_MESSAGES.date });
export const ZAdminPaymentQuery = ZAdminListQuery.extend({
  provider: z.string().trim().max(20).optional(),
  status: z.enum(ADMIN_PAYMENT_STATUSES).optional(),
  purpose: z.enum(ADMIN_PAYMENT_PURPOSES).optional(),
  /** Created on or after this day, and before the day after `to` (Europe/Paris days). */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type TAdminPaymentQuery = z.infer<typeof ZAdminPaymentQuery>;
export const ADMIN_PAYMENT_SORTS = ['created_at', 'amount_cents', 'completed_at'] as const;

/** Where staff download a document: the owner's address is /api/regiepub/factures/{numero}/pdf/. */
export function adminInvoicePdfPath(numero: string): string {
  return `/api/admin/factures/${numero}/pdf/`;
}

/**
 * The money actually received for a session (the ledger row, docs/payments.md): what was refunded,
 * what is left to refund, the dispute flag, and its invoice then its credit notes, oldest first.
 */
export const ZAdminLedgerPayment = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  /** amount − refunded: what « Rembourser » may still give back. */
  refundable_cents: z.number().int(),
  method: z.string(),
  /** Set when the customer disputed the payment at their bank (« Litige »). */
  disputed_at: isoDateTime.nullable(),
  refunded_at: isoDateTime.nullable(),
  /** `pdf_url` is the staff download address (adminInvoicePdfPath). */
  documents: z.array(ZInvoiceListItem),
});
export type TAdminLedgerPayment = z.infer<typeof ZAdminLedgerPayment>;

export const ADMIN_REFUND_MESSAGES = {
  amount: 'Montant invalide : un nombre entier de centimes supérieur à 0.',
  tooMuch: (leftCents: string) => `Le remboursement ne peut pas dépasser ce qui reste à rembourser (${leftCents}).`,
  alreadyRefunded: 'Ce paiement est déjà entièrement remboursé.',
  nothingToRefund: `Ce paiement de ${formatEuros(0)} n’a rien à rembourser.`,
  noProviderReference: 'Ce paiement n’a pas de référence de paiement chez le prestataire : remboursez-le depuis son tableau de bord.',
  providerFailed:
    'Le prestataire de paiement n’a pas effectué le remboursement ; rien n’a été enregistré. Réessayez dans quelques minutes.',
  /** No answer (or a timeout): the refund may have been made; asking again cannot make it twice. */
  providerNoAnswer:
    'Le prestataire de paiement n’a pas confirmé le remboursement. Réessayez : s’il a déjà été fait, il ne sera pas fait une seconde fois.',
  inProgress: 'Un remboursement de ce paiement est déjà en cours. Attendez sa confirmation avant d’en demander un autre.',
  /** A refund left without answer is asked again with its own amount only (the provider's key names it). */
  pendingOther: (amount: string) =>
    `Un remboursement de ${amount} de ce paiement attend encore la confirmation du prestataire : réessayez avec ce montant.`,
  /** The provider refunded but the record failed: its own notification will record it. */
  recordPending:
    'Le remboursement a été fait chez le prestataire mais pas encore enregistré : il le sera, avec son avoir, dès sa confirmation. Ne le refaites pas.',
  done: (amount: string, creditNote: string | null) =>
    creditNote ? `Remboursement de ${amount} effectué. Avoir ${creditNote} émis.` : `Remboursement de ${amount} effectué.`,
} as const;

/** `POST /api/admin/paiements/{id}/rembourser/`: without an amount, everything left is refunded. */
export const ZAdminRefundRequest = z.object({
  amount_cents: z
    .number({ error: ADMIN_REFUND_MESSAGES.amount })
    .int(ADMIN_REFUND_MESSAGES.amount)
    .positive(ADMIN_REFUND_MESSAGES.amount)
    .max(10_000_000, ADMIN_REFUND_MESSAGES.amount)
    .optional(),
});
export type TAdminRefundRequest = z.infer<typeof ZAdminRefundRequest>;

/** The payment after the refund, and the credit note it issued. */
export const ZAdminRefundResponse = z.object({ payment: ZAdminLedgerPayment, avoir: z.string().nullable() });
export type TAdminRefundResponse = z.infer<typeof ZAdminRefundResponse>;

export const ADMIN_INVOICE_MONTH_MESSAGE = 'Mois invalide : indiquez-le sous la forme AAAA-MM, par exemple 2026-11.';

/** `GET /api/admin/factures/export.csv?mois=2026-11`: the invoices and credit notes issued that Paris month. */
export const ZAdminInvoiceExportQuery = z.object({
  mois: z.string({ error: ADMIN_INVOICE_MONTH_MESSAGE }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, ADMIN_INVOICE_MONTH_MESSAGE),
});
export type TAdminInvoiceExportQuery = z.infer<typeof ZAdminInvoiceExportQuery>;

/** `factures-2026-11.csv`. */
export function invoicesCsvFilename(month: string): string {
  return `factures-${month}.csv`;
}

/** A checkout (payment_sessions) or a subscription renewal (a recorded payment without a checkout). */
export const ADMIN_PAYMENT_SOURCES = ['session', 'renewal'] as const;

export const ZAdminPayment = z.object({
  /** The session's id; a renewal's is minus its ledger id (as in « Mes paiements »), so none collide. */
  id: z.number().int(),
  source: z.enum(ADMIN_PAYMENT_SOURCES),
  provider: z.string(),
  /** The checkout's reference at the provider; a renewal's invoice there (`in_…`). */
  provider_session_id: z.string(),
  status: z.enum(ADMIN_PAYMENT_STATUSES),
  purpose: z.enum(ADMIN_PAYMENT_PURPOSES),
  amount_cents: z.number().int(),
  /** The paid month of a bakery fee, 'YYYY-MM-01'. */
  period: z.string().nullable(),
  /** Null once the account is deleted: a renewal's recorded payment stays, detached (decision 013). */
  user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  boulangerie: z.object({ id: z.number().int(), nom: z.string() }).nullable(),
  promo_code: z.string().nullable(),
  created_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
  /** The recorded payment of a paid session or of a renewal (null before a session is paid, or when it failed). */
  ledger: ZAdminLedgerPayment.nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

/** `GET /api/admin/payments/totals/`: paid amounts per month (Europe/Paris), newest first, same filters. */
export const ZAdminPaymentMonth = z.object({ month: z.string(), paid_cents: z.number().int(), paid_count: z.number().int() });
export type TAdminPaymentMonth = z.infer<typeof ZAdminPaymentMonth>;

/** Rows at most in one CSV export: narrow the dates beyond that. */
export const ADMIN_CSV_MAX_ROWS = 50_000;

// ---------------------------------------------------------------- audit log

export const ZAdminAuditQuery = ZAdminListQuery.extend({ entity_type: z.string().trim().max(40).optional() });
export const ZAdminAuditEntry = z.object({
  id: z.number().int(),
  actor_email: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: isoDateTime,
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

/**
 * The audit log's hash chain, checked from its oldest remaining entry (docs/back-office.md, "Audit
 * log"): `first_broken_id` is the first entry whose hash or link to the previous one does not match.
 */
export const ZAdminAuditChain = z.object({
  entries: z.number().int(),
  intact: z.boolean(),
  first_broken_id: z.number().int().nullable(),
});
export type TAdminAuditChain = z.infer<typeof ZAdminAuditChain>;

import { BAKERY_PAGE_ROUTE, PAYMENT_SIMULATION_ROUTE, bakeryPagePath } from '@fournil/shared';

// Every address of the web app, defined once. The bakery page's comes from @fournil/shared, because
// the server and the build need it too. Each page has one entry:
// - `path`: the pattern the router declares (app/router.tsx), absolute. The back-office's own pages
//   are routed inside `/admin/*` by app/routes/admin.tsx, so theirs (under `admin`) are relative to it.
// - `getHref(…)`: the address a link or navigate() goes to, built from the page's params and the
//   query it understands. Nothing else in the app spells an address.
// A page the app never links to (e-mail links, a payment provider's return) has a `path` only.
// The object is in the first load (the bottom navigation uses it): keep it to strings and small
// functions.

/** A page without params: its address is its pattern. */
function fixedPage<const P extends string>(path: P) {
  return { path, getHref: (): P => path };
}

/** A back-office list, routed at `segment` inside `/admin/*`. */
function adminList(segment: string) {
  return { path: segment, getHref: () => `/admin/${segment}` };
}

/** One element of a back-office list, and the editor of a new one at `newSegment`. */
function adminItem(segment: string, newSegment: string) {
  return {
    path: `${segment}/:id`,
    getHref: (id: number) => `/admin/${segment}/${id}`,
    newSegment,
    getNewHref: () => `/admin/${segment}/${newSegment}`,
  };
}

/**
 * `/profil?suite=/revendiquer/12`: where the profile goes once saved, for a screen that sent the person to verify
 * their SIREN first (the claim of a listing, docs/claims.md). A path of this site only (lib/return-path.ts); else the
 * dashboard.
 */
export const PROFILE_NEXT_PARAM = 'suite';

export const paths = {
  home: fixedPage('/'),
  bakery: { path: BAKERY_PAGE_ROUTE, getHref: (id: number) => bakeryPagePath(id) },
  directions: {
    path: '/itineraire',
    /** The query features/directions/lib/parse-directions-params.ts reads: where the bakery is, its name and id. */
    getHref: ({ lng, lat, nom, id }: { lng: number; lat: number; nom: string; id: number }) =>
      `/itineraire?${new URLSearchParams({ lng: String(lng), lat: String(lat), nom, id: String(id) })}`,
  },
  staticPage: { path: '/page/:slug?', getHref: (slug: string) => `/page/${slug}` },
  contact: fixedPage('/messageriedirect'),
  /** This browser's alerts (docs/alerts-web.md, "« Mes alertes »"). */
  myAlerts: fixedPage('/mes-alertes'),
  /** Where the profile goes once the account is deleted: outside the professional area, signed out. */
  accountDeleted: fixedPage('/compte-supprime'),

  login: {
    path: '/login',
    /** `next`: where to go once signed in (the login screen checks it); `isNewUser`: an account just confirmed. */
    getHref: ({ next, isNewUser = false }: { next?: string | null; isNewUser?: boolean } = {}) => {
      if (next) return `/login?next=${encodeURIComponent(next)}`;
      return isNewUser ? '/login?newUser=1' : '/login';
    },
  },
  /** The former login address: sent on to `login`, query kept. */
  legacyLogin: { path: '/connexion' },
  register: {
    path: '/register',
    /**
     * `next` is handed on to the login screen after registration; `invitation`, the token of the
     * manager invitation the person registers from (its address is filled in and locked).
     */
    getHref: ({ next, invitation }: { next?: string | null; invitation?: string | null } = {}) => {
      const query = new URLSearchParams();
      if (next) query.set('next', next);
      if (invitation) query.set('invitation', invitation);
      const search = query.toString();
      return search ? `/register?${search}` : '/register';
    },
  },
  forgotPassword: fixedPage('/forgot-password'),
  resetPassword: { path: '/reset-password/:uid/:token' },
  activation: { path: '/activation/:uid/:token' },
  emailConfirmation: { path: '/email-confirmation/:key' },
  acceptInvitation: { path: '/invite/accepter/:token', getHref: (token: string) => `/invite/accepter/${encodeURIComponent(token)}` },

  proHub: fixedPage('/magister'),
  dashboard: fixedPage('/dashboard'),
  profile: fixedPage('/profil'),
  myBakeries: fixedPage('/boulangeries'),
  manageBakery: { path: '/boulangeries/:id', getHref: (id: number) => `/boulangeries/${id}` },
  /** Claiming a listing (docs/claims.md): signed in, then the SIREN, then the claim. */
  claim: { path: '/revendiquer/:id', getHref: (id: number) => `/revendiquer/${id}` },
  /** The bakeries a manager (not their owner) looks after. */
  managedBakeries: fixedPage('/boulangerie-responsable'),
  campaigns: {
    path: '/regie-publicitaire',
    /** `paymentSuccess`: back from a paid checkout, the manager says so. */
    getHref: ({ paymentSuccess = false }: { paymentSuccess?: boolean } = {}) =>
      paymentSuccess ? '/regie-publicitaire?payment_success=1' : '/regie-publicitaire',
  },
  unlockCampaigns: fixedPage('/deverrouiller-regie'),
  /** « Mes paiements »: the owner's payments, documents and current access. */
  myPayments: fixedPage('/mes-paiements'),
  paymentResult: { path: '/paiement/success' },
  paymentPolling: { path: '/success' },
  /** The simulated provider's checkout page (no Stripe keys; absent with Stripe, shared with the server). */
  paymentSimulation: { path: PAYMENT_SIMULATION_ROUTE },

  admin: {
    root: { path: '/admin/*', getHref: () => '/admin' },
    pages: adminList('pages'),
    page: {
      path: 'pages/:slug',
      getHref: (slug: string) => `/admin/pages/${slug}`,
      /** A slug cannot hold '_', so no page's own address can take the new page's. */
      newSegment: '_nouvelle',
      getNewHref: () => '/admin/pages/_nouvelle',
    },
    faqs: adminList('faq'),
    faq: adminItem('faq', 'nouvelle'),
    promoCodes: adminList('codes-promo'),
    promoCode: adminItem('codes-promo', 'nouveau'),
    messages: adminList('messages'),
    message: { path: 'messages/:id', getHref: (id: number) => `/admin/messages/${id}` },
    users: adminList('utilisateurs'),
    bakeries: adminList('boulangeries'),
    duplicates: adminList('doublons'),
    payments: adminList('paiements'),
    auditLog: adminList('journal'),
    reports: adminList('signalements'),
    claims: adminList('revendications'),
  },

  /** The developer mailbox (the API answers 404 in production). */
  devMails: { path: '/dev/mails' },
} as const;

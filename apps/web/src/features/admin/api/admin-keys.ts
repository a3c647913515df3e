/** Query keys of the back-office, in one place so that a write can refresh what it changed. */
export type TAdminSection =
  'pages' | 'faqs' | 'promo-codes' | 'messages' | 'users' | 'bakeries' | 'duplicates' | 'reports' | 'payments' | 'audit' | 'claims';

export const adminKeys = {
  all: ['admin'] as const,
  section: (section: TAdminSection) => ['admin', section] as const,
  list: (section: TAdminSection, params: object) => ['admin', section, 'list', params] as const,
  item: (section: TAdminSection, id: string | number) => ['admin', section, 'item', String(id)] as const,
  unreadCount: ['admin', 'messages', 'unread-count'] as const,
  paymentTotals: (filters: object) => ['admin', 'payments', 'totals', filters] as const,
  /** An account's usage and limits: under the users section, which every account write refreshes. */
  userLimits: (id: number) => ['admin', 'users', 'limits', id] as const,
};

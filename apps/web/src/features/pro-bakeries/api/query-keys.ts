/** Query keys of the professional bakery screens, in one place so mutations can reach them. */
export const proBakeriesKeys = {
  all: ['pro-bakeries'] as const,
  mine: ['pro-bakeries', 'mine'] as const,
  /** Under `mine`: whatever refreshes the owner's bakeries (a creation, a deletion) refreshes their caps too. */
  limits: ['pro-bakeries', 'mine', 'limits'] as const,
  managed: ['pro-bakeries', 'managed'] as const,
  candidates: ['pro-bakeries', 'candidates'] as const,
  invitations: ['pro-bakeries', 'invitations'] as const,
  /** « Vos premiers pas » on the dashboard (docs/bakery-management.md, "The owner's first steps"). */
  checklist: ['pro-bakeries', 'checklist'] as const,
  bakery: (id: number) => ['pro-bakeries', 'bakery', id] as const,
  /** Under the bakery: the visitors' reports on it (docs/visitor-reports.md, "The screens"). */
  reports: (id: number) => ['pro-bakeries', 'bakery', id, 'reports'] as const,
};

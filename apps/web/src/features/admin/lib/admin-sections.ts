import { paths } from '@/config/paths';

/** The back-office sections, in menu order: their page (paths.admin) and their French name. */
export const ADMIN_SECTIONS = [
  { page: paths.admin.pages, label: 'Pages' },
  { page: paths.admin.faqs, label: 'FAQ' },
  { page: paths.admin.promoCodes, label: 'Codes promo' },
  { page: paths.admin.messages, label: 'Messages' },
  { page: paths.admin.users, label: 'Utilisateurs' },
  { page: paths.admin.bakeries, label: 'Boulangeries' },
  { page: paths.admin.duplicates, label: 'Doublons à vérifier' },
  { page: paths.admin.reports, label: 'Signalements' },
  { page: paths.admin.claims, label: 'Revendications' },
  { page: paths.admin.payments, label: 'Paiements' },
  { page: paths.admin.auditLog, label: 'Journal' },
] as const;

/** The section `/admin/<section>/…` belongs to. */
export function sectionOfPath(pathname: string) {
  const segment = pathname.split('/')[2] ?? '';
  return ADMIN_SECTIONS.find((section) => section.page.path === segment);
}

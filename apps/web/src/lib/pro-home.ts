import type { TUser } from '@fournil/shared';
import { paths } from '@/config/paths';

type TRoles = Pick<TUser, 'is_proprietaire' | 'is_responsable' | 'is_staff'>;

/**
 * The screen a signed-in person calls their « Tableau de bord » (docs/accounts.md, "The professional
 * area's doors"): an owner's dashboard, a manager's bakeries, the staff's back-office. Someone with no
 * role yet is on their way to becoming an owner: the dashboard, where the SIREN is asked for.
 */
export function proHomePath(user: TRoles): string {
  if (user.is_proprietaire) return paths.dashboard.getHref();
  if (user.is_responsable) return paths.managedBakeries.getHref();
  if (user.is_staff) return paths.admin.root.getHref();
  return paths.dashboard.getHref();
}

/**
 * Owner-only screens (SIREN, bakeries, advertising, payments) are closed to a manager or a staff
 * member who is not an owner: they are told so instead of being asked for a SIREN or shown offers.
 */
export function isOwnerScreenClosedTo(user: TRoles): boolean {
  return !user.is_proprietaire && (user.is_responsable || user.is_staff);
}

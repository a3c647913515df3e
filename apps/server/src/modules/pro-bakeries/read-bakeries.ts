// Reading the professional bakery screens: the owner's and the manager's bakeries, one bakery, the
// owner's caps (roles: docs/accounts.md, "Roles"; who may read what is checked by modules/pro-area/guard.ts).
import { BAKERY_MESSAGES, type TAccountCaps, type TProBakery } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { readAccountCaps } from '../account-caps/service.js';
import { toBakeryDetailBase } from '../bakeries/service.js';
import { findPublicCalendarEntries, type CalendarEntries } from '../bakery-calendar/service.js';
import * as repository from './repository.js';
import type { ProBakeryRow } from './repository.js';

/**
 * The owner of a bakery on a professional screen. Those screens read a bakery through its owner or
 * manager, and a listing has neither (the guard answers 403), so a row without an owner here is a bug.
 */
function ownerIdOf(row: Pick<ProBakeryRow, 'id' | 'proprietaireId'>): number {
  if (row.proprietaireId === null) throw new Error(`bakery ${row.id} has no owner on a professional screen`);
  return row.proprietaireId;
}
function toProBakery(row: ProBakeryRow, images: repository.BakeryImageRow[], calendar: CalendarEntries | undefined): TProBakery {
  return {
    // The calendar as the public page shows it (next 60 days); the full list is GET …/fermetures/.
    ...toBakeryDetailBase(row, images, calendar),
    publicite: row.publicite,
    proprietaire: { id: ownerIdOf(row) },
    responsable: row.responsableId === null ? null : { id: row.responsableId },
    // Only the manager's e-mail, which the owner and the manager both already know
    // (docs/bakery-management.md, "Who may do what").
    responsable_obj: row.responsableEmail === null ? null : { email: row.responsableEmail },
    position_approximative: row.positionApproximative,
    disponibilites_ouverture: {
      disponibilite_pain: row.ouverturePain,
      disponibilite_cafe: row.ouvertureCafe,
      disponibilite_croissant: row.ouvertureCroissant,
      disponibilite_sandwich: row.ouvertureSandwich,
      disponibilite_bio: row.ouvertureBio,
    },
  };
}

async function withImages(db: Db, rows: ProBakeryRow[]): Promise<TProBakery[]> {
  const ids = rows.map((row) => row.id);
  const [images, calendars] = await Promise.all([repository.findImages(db, ids), findPublicCalendarEntries(db, ids, new Date())]);
  return rows.map((row) =>
    toProBakery(
      row,
      images.filter((image) => image.bakeryId === row.id),
      calendars.get(row.id),
    ),
  );
}

/** `GET /api/cotepro/mes-boulangeries/`. */
export async function listOwned({ db }: Pick<ServiceContext, 'db'>, ownerId: number): Promise<TProBakery[]> {
  return withImages(db, await repository.findByOwner(db, ownerId));
}

/** `GET /api/cotepro/mes-boulangeries-responsable/`. */
export async function listManaged({ db }: Pick<ServiceContext, 'db'>, managerId: number): Promise<TProBakery[]> {
  return withImages(db, await repository.findByManager(db, managerId));
}

/** One bakery, once the caller's role on it was checked. */
export async function getProBakery({ db }: Pick<ServiceContext, 'db'>, id: number): Promise<TProBakery> {
  const row = await repository.findById(db, id);
  if (!row) throw notFound(BAKERY_MESSAGES.notFound);
  const [images, calendars] = await Promise.all([repository.findImages(db, [id]), findPublicCalendarEntries(db, [id], new Date())]);
  return toProBakery(row, images, calendars.get(id));
}

/** `GET /api/cotepro/mes-limites/`: the owner's bakeries and stored images against their caps (docs/bakery-management.md, "Caps per account"). */
export async function readOwnCaps({ db }: Pick<ServiceContext, 'db'>, ownerId: number): Promise<TAccountCaps> {
  const caps = await readAccountCaps(db, ownerId);
  if (!caps) throw notFound();
  return caps;
}

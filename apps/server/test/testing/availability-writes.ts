// Availability writes for the API tests: through the one writer (src/modules/availability/), as an
// owner's toggle, so a test's change stamps the times and reaches the live feed like a real one.
import type { TAvailabilityFlags } from '@fournil/shared';
import type { Db } from '../../src/db/client.js';
import { writeAvailability } from '../../src/modules/availability/write-availability.js';

/** Sets some flags of a bakery now; fails the test when the bakery does not exist. */
export async function setAvailability(db: Db, bakeryId: number, flags: Partial<TAvailabilityFlags>, at: Date = new Date()): Promise<void> {
  const { written } = await writeAvailability({ db }, [{ bakeryId, flags, by: 'toggle', at }]);
  if (!written.includes(bakeryId)) throw new Error(`no bakery ${bakeryId} to set the availability of`);
}

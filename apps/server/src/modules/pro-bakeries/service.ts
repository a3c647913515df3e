// The operations of the professional bakery screens, one per file (roles: docs/accounts.md, "Roles"). Who
// may call what is checked before they run (modules/pro-area/guard.ts); the rules themselves are in
// docs/bakery-management.md.
export type { BakeryUpload } from './bakery-rules.js';
export { createBakery } from './create-bakery.js';
export { deleteBakery } from './delete-bakery.js';
export { ONE_CHANGE_AT_A_TIME, patchAvailability, patchBakeryJson, readSingleFieldPatch } from './patch-bakery.js';
export { getProBakery, listManaged, listOwned, readOwnCaps } from './read-bakeries.js';
export { readOwnerChecklist } from './owner-checklist.js';
export { updateBakery } from './update-bakery.js';

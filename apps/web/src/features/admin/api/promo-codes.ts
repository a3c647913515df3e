import type { TAdminPromo, TAdminPromoInput } from '@fournil/shared';
import { useAdminItem, useDeleteAdminItem, useSaveAdminItem } from './admin-item';
import { useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/promo-codes/`: the promo codes (docs/back-office.md, "Promo codes").
const BASE = '/api/admin/promo-codes/';

/** `GET /api/admin/promo-codes/?page=&page_size=&q=&sort=`. */
export const useAdminPromoCodes = (values: TListQueryValues) => useAdminList<TAdminPromo>('promo-codes', BASE, values);

/** `GET /api/admin/promo-codes/{id}/`. */
export const useAdminPromoCode = (id: number | null) => useAdminItem<TAdminPromo>('promo-codes', BASE, id);

/** `POST /api/admin/promo-codes/` without an id, else `PUT /api/admin/promo-codes/{id}/`. */
export const useSaveAdminPromoCode = (id: number | null) =>
  useSaveAdminItem<TAdminPromoInput, TAdminPromo>('promo-codes', BASE, id, (promo) => promo.id);

/** `DELETE /api/admin/promo-codes/{id}/`: 409 with a French `detail` once the code has served. */
export const useDeleteAdminPromoCode = (id: number) => useDeleteAdminItem('promo-codes', BASE, id);

import type { TAdminBakery } from '@fournil/shared';
import { useAdminList, type TListQueryValues } from './admin-list';

/** `GET /api/admin/bakeries/?q=&page=&page_size=&sort=`: every bakery, public or not. */
export const useAdminBakeries = (values: TListQueryValues) => useAdminList<TAdminBakery>('bakeries', '/api/admin/bakeries/', values);

import type { TAdminPage, TAdminPageInput } from '@fournil/shared';
import { useAdminItem, useDeleteAdminItem, useSaveAdminItem } from './admin-item';
import { useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/pages/`: the static pages, by slug (docs/back-office.md, "Static pages").
const BASE = '/api/admin/pages/';

/** `GET /api/admin/pages/?page=&page_size=&q=&sort=`. */
export const useAdminPages = (values: TListQueryValues) => useAdminList<TAdminPage>('pages', BASE, values);

/** `GET /api/admin/pages/{slug}/`. */
export const useAdminPage = (slug: string | null) => useAdminItem<TAdminPage>('pages', BASE, slug);

/** `POST /api/admin/pages/` without a slug, else `PUT /api/admin/pages/{slug}/` (another slug in the body renames). */
export const useSaveAdminPage = (slug: string | null) =>
  useSaveAdminItem<TAdminPageInput, TAdminPage>('pages', BASE, slug, (page) => page.slug);

/** `DELETE /api/admin/pages/{slug}/`. */
export const useDeleteAdminPage = (slug: string) => useDeleteAdminItem('pages', BASE, slug);

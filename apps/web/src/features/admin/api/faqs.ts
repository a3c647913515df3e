import type { TAdminFaq, TAdminFaqInput } from '@fournil/shared';
import { useAdminItem, useDeleteAdminItem, useSaveAdminItem } from './admin-item';
import { useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/faqs/`: the FAQs (docs/back-office.md, "FAQs").
const BASE = '/api/admin/faqs/';

/** `GET /api/admin/faqs/?page=&page_size=&q=&sort=`. */
export const useAdminFaqs = (values: TListQueryValues) => useAdminList<TAdminFaq>('faqs', BASE, values);

/** `GET /api/admin/faqs/{id}/`. */
export const useAdminFaq = (id: number | null) => useAdminItem<TAdminFaq>('faqs', BASE, id);

/** `POST /api/admin/faqs/` without an id, else `PUT /api/admin/faqs/{id}/`. */
export const useSaveAdminFaq = (id: number | null) => useSaveAdminItem<TAdminFaqInput, TAdminFaq>('faqs', BASE, id, (faq) => faq.id);

/** `DELETE /api/admin/faqs/{id}/`. */
export const useDeleteAdminFaq = (id: number) => useDeleteAdminItem('faqs', BASE, id);

/**
 * The multipart body of the create and edit forms (docs/api-conventions.md, "Requests"). Empty or
 * null fields are left out on edit (docs/advertising.md, "Validation"); the create form always
 * sends `etat=brouillon`.
 */
export function buildCampaignFormData(values: Record<string, string | number | null | undefined>, options: { isCreate: boolean }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    const text = String(value);
    if (!options.isCreate && text.trim() === '') continue;
    body.append(key, text);
  }
  if (options.isCreate) body.append('etat', 'brouillon');
  return body;
}

/**
 * The multipart body of the create and edit forms (docs/api-conventions.md, "Requests"). Null or
 * undefined fields are left out; an empty string is sent as it is, so a field the owner emptied is
 * stored empty (docs/advertising.md, "Validation"). The create form always sends `etat=brouillon`.
 */
export function buildCampaignFormData(
  values: Record<string, string | number | null | undefined>,
  options: { isCreate: boolean },
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    body.append(key, String(value));
  }
  if (options.isCreate) body.append('etat', 'brouillon');
  return body;
}

/** The fields of `values` that differ from `initial`: the edit form sends only what the owner changed. */
export function changedFields<T extends Record<string, string>>(values: Partial<T>, initial: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(initial) as (keyof T)[]) {
    const value = values[key];
    if (value !== undefined && value !== initial[key]) changed[key] = value;
  }
  return changed;
}

/** The `{id}` of `/boulangerie/{id}`: a positive integer, else null. */
export function parseBakeryId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

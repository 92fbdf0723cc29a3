/** The reported member from `?profile=<id>`: a positive whole number, else nobody. */
export function reportedProfileId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

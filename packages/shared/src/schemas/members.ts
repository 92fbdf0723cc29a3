import { z } from 'zod';

/** Whole years between a 'YYYY-MM-DD' birth date and `on`. */
export function ageFromDateOfBirth(dateOfBirth: string, on: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - year;
  if (on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day)) age--;
  return age;
}

/** Minutes of inactivity within which a member still counts as "online recently". */
export const ONLINE_RECENTLY_MINUTES = 15;

/** A member as a card shows them: only what a visitor may see. */
export const ZMemberCard = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  country: z.string(),
  main_image: z.object({ thumb_filename: z.string(), filename: z.string() }).nullable(),
  fictional: z.boolean(),
  online_recently: z.boolean(),
});
export type TMemberCard = z.infer<typeof ZMemberCard>;

export const ZFeaturedMembersResponse = z.object({ profiles: z.array(ZMemberCard) });

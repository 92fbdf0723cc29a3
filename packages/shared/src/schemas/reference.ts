import { z } from 'zod';
import { isCountry, LANGUAGES } from '../locales';

export const ZInterest = z.object({ key: z.string(), label: z.string(), icon: z.string() });
export const ZInterestsResponse = z.object({ interests: z.array(ZInterest) });
/**
 * The page names its language: a lander whose address names one (`milf-pl`) shows it from the first paint,
 * before the locale cookie that would tell the server says so. Without it, the request's language.
 */
export const ZInterestsQuery = z.object({ language: z.enum(LANGUAGES).optional() });
export type TInterest = z.infer<typeof ZInterest>;

export const ZRegionsQuery = z.object({
  country: z
    .string()
    .transform((value) => value.toUpperCase())
    .refine(isCountry, 'a country the product serves'),
});
/**
 * A first-level region as ISO 3166-2 writes it ("NL-UT", "FR-20R"). No value means no region: that is
 * `null`, never "" (the services then check that the region lies in the country).
 */
export const ZRegionCode = z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'a region code like NL-UT');
export const ZRegion = z.object({ code: z.string(), name: z.string(), city: z.string() });
export const ZRegionsResponse = z.object({ country: z.string(), regions: z.array(ZRegion) });
export type TRegion = z.infer<typeof ZRegion>;

import { COUNTRIES, type TCountry } from '@app/shared';
import type { Database } from '../db/database';
import { hashPassword } from '../auth/passwords';
import type { MediaStorage } from '../photos/media-storage';
import { renderDemoPhotos, type DemoPhoto } from './demo-photos';
import { insertMembers, makeFictionalMember, type MemberSeed } from './demo-members';
import { insertDemoSites } from './demo-sites';
import { DEMO_STAFF, insertDemoStaff } from '../admin/staff-accounts';
import { Random } from './random';

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo1234' } as const;
export const DEMO_MEMBER_COUNT = 2000;
// Twelve people of each gender, three photos each (demo-people.ts).
const PHOTOS_PER_GENDER = 36;
const BATCH_SIZE = 5000;

export interface SeedOptions {
  /** Where the rendered portraits go: the app's own storage (local folder or bucket). */
  media: MediaStorage;
  log?: (line: string) => void;
}

async function isEmpty(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('sites')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

function demoMember(siteId: number, photos: readonly DemoPhoto[], passwordHash: string, now: Date): MemberSeed {
  const photo = photos.find((candidate) => candidate.gender === 'male')!;
  return {
    siteId,
    email: DEMO_LOGIN.email,
    passwordHash,
    status: 'confirmed',
    credits: 25,
    paidUser: false,
    language: 'en',
    fictional: false,
    signupDate: now,
    lastActiveAt: now,
    name: 'Alex',
    dateOfBirth: '1990-05-14',
    gender: 'male',
    sexuality: 'hetero',
    seeking: 'female',
    country: 'NL',
    region: 'NL-NH',
    city: 'Amsterdam',
    about: 'Curious, easy-going and always up for a good conversation over coffee.',
    interests: ['coffee', 'travelling', 'music', 'cooking', 'hiking'],
    hairColor: photo.hairColor,
    eyeColor: 'blue',
    bodyType: 'athletic',
    relationshipStatus: 'single',
    photos: [photo],
  };
}

/** Adds `count` fictional members to a site in batches, spread over the given countries. */
export async function addFictionalMembers(
  db: Database,
  options: {
    siteId: number;
    count: number;
    countries: readonly TCountry[];
    photos: readonly DemoPhoto[];
    minAge: number;
    seed: number;
    firstIndex?: number;
  },
  log?: (line: string) => void,
): Promise<void> {
  const random = new Random(options.seed);
  const now = new Date();
  const firstIndex = options.firstIndex ?? 0;
  for (let start = 0; start < options.count; start += BATCH_SIZE) {
    const batch: MemberSeed[] = [];
    for (let index = start; index < Math.min(options.count, start + BATCH_SIZE); index++) {
      const country = options.countries[index % options.countries.length]!;
      batch.push(
        makeFictionalMember(random, {
          siteId: options.siteId,
          index: firstIndex + index,
          country,
          photos: options.photos,
          now,
          minAge: options.minAge,
        }),
      );
    }
    await insertMembers(db, batch);
    if (options.count > BATCH_SIZE)
      log?.(`  ${Math.min(options.count, start + BATCH_SIZE)} / ${options.count} members`);
  }
}

export async function renderPhotoPool(media: MediaStorage): Promise<DemoPhoto[]> {
  return renderDemoPhotos(media, PHOTOS_PER_GENDER);
}

/**
 * On an empty database: the company, two sites, the demo member (on both sites: the same e-mail
 * may exist once per site) and 2,000 fictional members with generated portraits.
 */
export async function seedDemoIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const log = options.log ?? (() => {});
  log('Seeding demo data (first start)…');
  const photos = await renderPhotoPool(options.media);
  const sites = await insertDemoSites(db);
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  const now = new Date();
  await insertMembers(db, [
    demoMember(sites.mainSiteId, photos, passwordHash, now),
    demoMember(sites.secondSiteId, photos, passwordHash, now),
  ]);
  const secondSiteCount = Math.round(DEMO_MEMBER_COUNT * 0.2);
  await addFictionalMembers(db, {
    siteId: sites.mainSiteId,
    count: DEMO_MEMBER_COUNT - secondSiteCount,
    countries: COUNTRIES,
    photos,
    minAge: 18,
    seed: 1,
  });
  await addFictionalMembers(db, {
    siteId: sites.secondSiteId,
    count: secondSiteCount,
    countries: ['NL', 'NL', 'BE'],
    photos,
    minAge: 21,
    seed: 2,
  });
  await insertDemoStaff(db);
  log(`Seeded 2 sites, ${DEMO_MEMBER_COUNT} demo members and ${DEMO_STAFF.accounts.length} console logins.`);
  return true;
}

import { sql } from 'kysely';
import {
  BODY_TYPES,
  COUNTRY_CURRENCIES,
  COUNTRY_LANGUAGES,
  EYE_COLORS,
  HAIR_COLORS,
  INTEREST_KEYS,
  latestDateOfBirth,
  RELATIONSHIP_STATUSES,
  type TCountry,
  utcCalendarDate,
} from '@app/shared';
import type { Database, Tx } from '../db/database';
import { REGION_SEEDS } from '../members/data/regions';
import { refreshPositions } from '../members/profile-position';
import { ABOUT_TEXTS } from './data/about-texts';
import { FIRST_NAMES } from './data/first-names';
import type { DemoPhoto } from './demo-photos';
import type { Random } from './random';
import { inTransaction } from '../db/transaction';
import { applyMainPhotoRule } from '../photos/main-photo';

export interface MemberSeed {
  siteId: number;
  email: string;
  passwordHash: string | null;
  status: 'not_confirmed' | 'confirmed';
  /** The starting balance; a paid member's purchase counts towards it (so it is at least the package's credits). */
  credits: number;
  /** Bought the smallest package of the site: written with its completed order and purchase entry. */
  paidUser: boolean;
  language: string;
  fictional: boolean;
  signupDate: Date;
  lastActiveAt: Date;
  name: string;
  dateOfBirth: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  seeking: 'male' | 'female';
  country: string;
  region: string;
  city: string;
  about: string;
  interests: string[];
  hairColor: string;
  eyeColor: string;
  bodyType: string;
  relationshipStatus: string;
  photos: DemoPhoto[];
}

const DAY_MS = 86_400_000;

/** A date of birth of someone exactly `age` years old today: up to 360 days before the latest one. */
function dateOfBirthForAge(random: Random, age: number, now: Date): string {
  const latest = new Date(`${latestDateOfBirth(age, utcCalendarDate(now))}T00:00:00Z`);
  return utcCalendarDate(new Date(latest.getTime() - random.int(1, 360) * DAY_MS));
}

function orientation(random: Random, gender: 'male' | 'female') {
  const roll = random.next();
  const opposite: 'male' | 'female' = gender === 'male' ? 'female' : 'male';
  if (roll < 0.75) return { sexuality: 'hetero' as const, seeking: opposite };
  if (roll < 0.88) return { sexuality: gender === 'male' ? ('gay' as const) : ('lesbian' as const), seeking: gender };
  return { sexuality: 'bi' as const, seeking: random.chance(0.5) ? gender : opposite };
}

/**
 * A member's photos from the demo pool: one to four pictures of a single person of their gender, never
 * two different people in one gallery.
 */
export function galleryOfOnePerson(random: Random, pool: readonly DemoPhoto[], gender: 'male' | 'female'): DemoPhoto[] {
  const ofGender = pool.filter((photo) => photo.gender === gender);
  if (ofGender.length === 0) return [];
  const person = random.pick([...new Set(ofGender.map((photo) => photo.personId))]);
  const theirs = ofGender.filter((photo) => photo.personId === person);
  return random.sample(theirs, random.int(1, Math.min(4, theirs.length)));
}

/** One believable fictional member of a country, with photos of one person from the demo pool. */
export function makeFictionalMember(
  random: Random,
  options: {
    siteId: number;
    index: number;
    country: TCountry;
    photos: readonly DemoPhoto[];
    now: Date;
    minAge: number;
  },
): MemberSeed {
  const gender: 'male' | 'female' = random.chance(0.55) ? 'female' : 'male';
  const { sexuality, seeking } = orientation(random, gender);
  const language = COUNTRY_LANGUAGES[options.country][0];
  const region = random.pick(REGION_SEEDS[options.country] ?? []);
  const names = FIRST_NAMES[options.country] ?? FIRST_NAMES.GB!;
  const age = random.int(options.minAge, 80);
  const ownPhotos = galleryOfOnePerson(random, options.photos, gender);
  const lastActiveAt = new Date(options.now.getTime() - Math.floor(random.next() ** 3 * 30 * DAY_MS));
  return {
    siteId: options.siteId,
    email: `member${options.index}.site${options.siteId}@fictional.invalid`,
    passwordHash: null,
    status: 'confirmed',
    credits: 0,
    paidUser: false,
    language,
    fictional: true,
    signupDate: new Date(lastActiveAt.getTime() - random.int(1, 400) * DAY_MS),
    lastActiveAt,
    name: random.pick(names[gender]),
    dateOfBirth: dateOfBirthForAge(random, age, options.now),
    gender,
    sexuality,
    seeking,
    country: options.country,
    region: region.code,
    city: region.city,
    about: random.pick(ABOUT_TEXTS[language]),
    interests: random.sample(INTEREST_KEYS, random.int(3, 9)),
    // The profile says what the photos show.
    hairColor: ownPhotos[0]?.hairColor ?? random.pick(HAIR_COLORS),
    eyeColor: random.pick(EYE_COLORS),
    bodyType: random.pick(BODY_TYPES),
    relationshipStatus: random.pick(RELATIONSHIP_STATUSES.slice(0, 4)),
    photos: ownPhotos,
  };
}

/**
 * A completed card order of the smallest package of each member's site, in the member's currency (their
 * country's, else the site's), with the ledger entry that granted its credits. Answers the credits by user.
 */
async function insertPaidOrders(tx: Tx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const orders = await sql<{ id: number; user_id: number; credits: number }>`
    with buyer as (
      select u.id as user_id, u.site_id, coalesce(c.currency, s.currency) as currency
      from unnest(${userIds}::int[]) as b(id)
      join users u on u.id = b.id
      join profiles p on p.user_id = u.id
      join sites s on s.id = u.site_id
      left join unnest(${Object.keys(COUNTRY_CURRENCIES)}::text[], ${Object.values(COUNTRY_CURRENCIES)}::text[])
        as c(country, currency) on c.country = p.country
    ), smallest as (
      select distinct on (buyer.user_id) buyer.user_id, buyer.site_id, k.id as package_id, k.credits, k.currency,
        k.price_cents
      from buyer join credit_packages k on k.site_id = buyer.site_id and k.currency = buyer.currency and k.active
      order by buyer.user_id, k.position
    )
    insert into orders (public_id, user_id, site_id, package_id, credits, currency, list_price_cents, amount_cents,
      method, provider, status, created_at, completed_at)
    select 'seed_' || md5(random()::text || user_id), user_id, site_id, package_id, credits, currency, price_cents,
      price_cents, 'card', 'sandbox', 'completed', now(), now()
    from smallest
    returning id, user_id, credits`.execute(tx);
  if (orders.rows.length !== userIds.length)
    throw new Error('a paid demo member needs a package of their site in their currency');
  await sql`
    insert into credit_ledger (user_id, delta, balance_after, reason, ref_type, ref_id, idempotency_key, note)
    select u, c, 0, 'purchase', 'order', o, 'order:' || o, '' from unnest(
      ${orders.rows.map((order) => order.user_id)}::int[], ${orders.rows.map((order) => order.credits)}::int[],
      ${orders.rows.map((order) => order.id)}::int[]) as g(u, c, o)`.execute(tx);
  return new Map(orders.rows.map((order) => [order.user_id, order.credits]));
}

/**
 * Inserts members in bulk: a handful of statements per batch, each passing whole columns as arrays
 * (unnest), so a million members take minutes, not hours.
 */
/** Returns the new user ids by `siteId:email`. */
export async function insertMembers(db: Database, members: readonly MemberSeed[]): Promise<Map<string, number>> {
  // Keyed by site and e-mail: the same address may exist once on every site.
  const userIds = new Map<string, number>();
  const keyOf = (siteId: number, email: string) => `${siteId}:${email}`;
  if (members.length === 0) return userIds;
  const column = <T>(pick: (member: MemberSeed) => T) => members.map(pick);

  await inTransaction(db, async ({ tx }) => {
    const users = await sql<{ id: number; site_id: number; email: string }>`
      insert into users (site_id, email, password_hash, status, paid_user, language, fictional, signup_date, last_active_at)
      select * from unnest(
        ${column((m) => m.siteId)}::int[], ${column((m) => m.email)}::text[], ${column((m) => m.passwordHash)}::text[],
        ${column((m) => m.status)}::text[], ${column((m) => m.paidUser)}::bool[],
        ${column((m) => m.language)}::text[], ${column((m) => m.fictional)}::bool[],
        ${column((m) => m.signupDate.toISOString())}::timestamptz[], ${column((m) => m.lastActiveAt.toISOString())}::timestamptz[])
      returning id, site_id, email`.execute(tx);
    for (const row of users.rows) userIds.set(keyOf(row.site_id, row.email), row.id);
    const idOf = (member: MemberSeed) => userIds.get(keyOf(member.siteId, member.email))!;

    // In the order of the insert below, so the returned ids line up with their portraits.
    const photoRows = members
      .flatMap((member) => member.photos.map((photo, order) => ({ userId: idOf(member), photo, order })))
      .sort((a, b) => a.userId - b.userId || a.order - b.order);
    const photos = await sql<{ id: number }>`
      insert into photos (user_id, filename, thumb_filename, blur_filename, width, height)
      select u, f, t, b, w, h from unnest(
        ${photoRows.map((row) => row.userId)}::int[], ${photoRows.map((row) => row.photo.filename)}::text[],
        ${photoRows.map((row) => row.photo.thumb_filename)}::text[], ${photoRows.map((row) => row.photo.blur_filename)}::text[],
        ${photoRows.map((row) => row.photo.width)}::int[], ${photoRows.map((row) => row.photo.height)}::int[],
        ${photoRows.map((row) => row.order)}::int[]) as p(u, f, t, b, w, h, o)
      order by u, o
      returning id`.execute(tx);
    const portraitOf = new Map(photos.rows.map((row, index) => [row.id, photoRows[index]!.photo]));
    await sql`
      insert into profiles (user_id, site_id, name, date_of_birth, gender, sexuality, seeking, country, region, city, about,
        interests, hair_color, eye_color, body_type, relationship_status, last_active_at)
      select u, s, n, d, g, x, k, c, r, ci, a, i::jsonb, hc, ec, bt, rs, la from unnest(
        ${column(idOf)}::int[], ${column((m) => m.siteId)}::int[], ${column((m) => m.name)}::text[],
        ${column((m) => m.dateOfBirth)}::date[], ${column((m) => m.gender)}::text[], ${column((m) => m.sexuality)}::text[],
        ${column((m) => m.seeking)}::text[], ${column((m) => m.country)}::text[], ${column((m) => m.region)}::text[],
        ${column((m) => m.city)}::text[], ${column((m) => m.about)}::text[], ${column((m) => JSON.stringify(m.interests))}::text[],
        ${column((m) => m.hairColor)}::text[], ${column((m) => m.eyeColor)}::text[], ${column((m) => m.bodyType)}::text[],
        ${column((m) => m.relationshipStatus)}::text[],
        ${column((m) => m.lastActiveAt.toISOString())}::timestamptz[])
        as p(u, s, n, d, g, x, k, c, r, ci, a, i, hc, ec, bt, rs, la)`.execute(tx);
    // Where each lives, by the members feature's one writer of positions (decision 022).
    await refreshPositions(tx, column(idOf));

    // A paid member bought a package: premium follows the money (payments/premium.ts), so each has the
    // completed order and its purchase entry a real premium member has.
    const purchased = await insertPaidOrders(tx, members.filter((member) => member.paidUser).map(idOf));

    // Starting credits go through the ledger like every other change of a balance; a purchase counts towards them.
    const funded = members
      .map((member) => ({ userId: idOf(member), credits: member.credits - (purchased.get(idOf(member)) ?? 0) }))
      .filter((grant) => grant.credits > 0);
    if (funded.length > 0)
      await sql`
        insert into credit_ledger (user_id, delta, balance_after, reason, note)
        select u, c, 0, 'grant', 'starting credits' from unnest(
          ${funded.map((grant) => grant.userId)}::int[], ${funded.map((grant) => grant.credits)}::int[]) as g(u, c)`.execute(
        tx,
      );

    // The main photo is the rule's (photos/main-photo.ts); its public copy is the portrait's own, made once
    // for the shared pool, instead of a copy per member (photos/main-photo-copy.ts).
    const mains = await applyMainPhotoRule(tx, column(idOf));
    const published = mains.flatMap(({ main_photo_id: id }) => (id === null ? [] : [id]));
    if (published.length > 0)
      await sql`
        update photos set public_filename = c.name, public_card_filename = c.card
        from unnest(${published}::int[], ${published.map((id) => portraitOf.get(id)!.public_filename)}::text[],
          ${published.map((id) => portraitOf.get(id)!.public_card_filename)}::text[]) as c(id, name, card)
        where photos.id = c.id`.execute(tx);
  });
  return userIds;
}

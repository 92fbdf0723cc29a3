import {
  ACTIVATION_TOKEN_DAYS,
  type TGender,
  type TLanguage,
  type TProfileBody,
  type TSexuality,
  suggestedSexuality,
  ZSignupBody,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { activate } from '../accounts/activation.service';
import { issueAccountToken } from '../accounts/account-tokens';
import { mailContextFor } from '../accounts/account-mails';
import { createAccount } from '../accounts/create-account';
import { deleteAccount } from '../accounts/deletion.service';
import { setInvisible } from '../accounts/settings.service';
import { checkSignup } from '../accounts/signup.rules';
import { grantCredits } from '../credits/ledger';
import { inTransaction } from '../db/transaction';
import { updateProfile } from '../members/profile.service';
import type { TSiteRow } from '../sites/sites.queries';
import { FixtureConsole } from './fixture-console';
import { addMemberPhotos, type TFixturePhoto } from './fixture-photos';
import { buySmallestPackage } from './fixture-purchase';

/**
 * A member as a test wants them, described by what happened to them, each reached by the product's own
 * code (decision 019): nothing here is a row a real member could not have.
 */
export interface TMemberFixture {
  siteId?: number;
  email?: string;
  language?: TLanguage;
  // What the signup form asks.
  name?: string;
  dateOfBirth?: string;
  gender?: TGender;
  sexuality?: TSexuality;
  seeking?: TGender;
  country?: NonNullable<TProfileBody['country']>;
  region?: string;
  city?: string;
  // What the profile form adds later (PUT /api/profile.php).
  about?: string;
  interests?: NonNullable<TProfileBody['interests']>;
  hairColor?: TProfileBody['hair_color'];
  eyeColor?: TProfileBody['eye_color'];
  bodyType?: TProfileBody['body_type'];
  relationshipStatus?: TProfileBody['relationship_status'];
  /** 'not_confirmed': the activation link was never opened. Default 'confirmed'. */
  status?: 'confirmed' | 'not_confirmed';
  /** Credits staff granted (a ledger entry 'grant'); on top of what a purchase gave. */
  credits?: number;
  /** Bought the site's smallest package (20 credits) and paid it: premium, with its order and ledger entry. */
  premium?: boolean;
  /** Uploaded photos: a number of approved ones, or each one's review state ('pending' only where photos are reviewed). */
  photos?: number | readonly TFixturePhoto[];
  /** A fictional profile made by staff in the console (no password, no mail). */
  fictional?: boolean;
  /** Switched invisible mode on in the settings. */
  invisible?: boolean;
  /** Deleted the account in the settings (within the 14 days it can still come back). */
  deleted?: boolean;
  /** Banned by staff. */
  banned?: boolean;
}

export interface TFixtureMember {
  userId: number;
  profileId: number;
  email: string;
  password: string;
  /** The photos' ids, in upload order. */
  photoIds: number[];
}

const SIGNUP_DEFAULTS = {
  name: 'Robin',
  dateOfBirth: '1992-02-02',
  gender: 'female',
  sexuality: 'hetero',
  seeking: 'male',
  country: 'NL',
  region: 'NL-UT',
  city: 'Utrecht',
  language: 'en',
} as const satisfies Partial<TMemberFixture>;

/**
 * The signup fields: the defaults, the wishes, and for what a wish leaves out what the signup form would
 * have filled in: a member of a given gender seeks the other one unless told, and their sexuality follows
 * gender and seeking as the form suggests it (so `{ gender: 'male' }` is a straight man seeking women).
 */
function signupFields(wish: TMemberFixture) {
  const gender = wish.gender ?? SIGNUP_DEFAULTS.gender;
  const seeking =
    wish.seeking ?? (wish.gender === undefined ? SIGNUP_DEFAULTS.seeking : gender === 'male' ? 'female' : 'male');
  const sexuality = wish.sexuality ?? suggestedSexuality(gender, seeking, SIGNUP_DEFAULTS.sexuality);
  return { ...SIGNUP_DEFAULTS, ...wish, gender, seeking, sexuality };
}

/** The fields of the profile form among the wishes; undefined when there are none. */
function profileForm(wish: TMemberFixture): TProfileBody | undefined {
  const form: TProfileBody = {
    ...(wish.about !== undefined && { about: wish.about }),
    ...(wish.interests !== undefined && { interests: [...wish.interests] }),
    ...(wish.hairColor !== undefined && { hair_color: wish.hairColor }),
    ...(wish.eyeColor !== undefined && { eye_color: wish.eyeColor }),
    ...(wish.bodyType !== undefined && { body_type: wish.bodyType }),
    ...(wish.relationshipStatus !== undefined && { relationship_status: wish.relationshipStatus }),
  };
  return Object.keys(form).length > 0 ? form : undefined;
}

/**
 * Makes members for one test app. The password is hashed once per test file and handed to `createAccount` as
 * signup hands it the hash it made, so a member costs a few statements, not an argon2 run.
 */
export class MemberFactory {
  private readonly console: FixtureConsole;
  private counter = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaultSiteId: number,
    private readonly password: { text: string; hash: () => Promise<string> },
  ) {
    this.console = new FixtureConsole(app);
  }

  async create(wish: TMemberFixture = {}): Promise<TFixtureMember> {
    const site = await this.app.deps.sites.byIdOrThrow(wish.siteId ?? this.defaultSiteId);
    const member = wish.fictional ? await this.createFictional(site, wish) : await this.signUp(site, wish);
    await this.fund(site, member, wish);
    const photoIds = await addMemberPhotos(
      this.app,
      this.console,
      site,
      { userId: member.userId, fictional: Boolean(wish.fictional) },
      wish.photos ?? 0,
    );
    await this.afterwards(site, member, wish);
    return { ...member, photoIds };
  }

  /** Signup's account and profile (accounts/create-account.ts), then the activation link opened. */
  private async signUp(site: TSiteRow, wish: TMemberFixture) {
    const { deps } = this.app;
    const fields = signupFields(wish);
    const email = wish.email ?? `member${++this.counter}-${Math.random().toString(36).slice(2, 9)}@example.test`;
    const now = deps.clock.now();
    // What the signup form sends, read by its own schema and checked by its rules (name, the site's minimum
    // age): no member the form would refuse.
    const body = ZSignupBody.parse({
      email,
      name: fields.name,
      password: this.password.text,
      date_of_birth: fields.dateOfBirth,
      gender: fields.gender,
      sexuality: fields.sexuality,
      seeking: fields.seeking,
      country: fields.country,
      region: fields.region,
      city: fields.city,
      language: fields.language,
    });
    checkSignup(body, site, now);
    const passwordHash = await this.password.hash();
    const created = await inTransaction(deps.db, ({ tx }) =>
      createAccount(
        tx,
        {
          site_id: site.id,
          email: body.email,
          password_hash: passwordHash,
          language: fields.language,
          notifications_disabled: '[]',
          signup_ip: '127.0.0.1',
          signup_date: now,
          last_active_at: now,
        },
        {
          name: body.name,
          date_of_birth: body.date_of_birth,
          gender: body.gender,
          sexuality: body.sexuality,
          seeking: body.seeking,
          country: body.country,
          region: body.region,
          city: body.city,
          last_active_at: now,
        },
      ),
    );
    const form = profileForm(wish);
    if (form) await updateProfile(deps, site, created.userId, form);
    if ((wish.status ?? 'confirmed') === 'confirmed') {
      // The link the activation mail carries, opened: issued without queueing the mail, so a test's
      // mailbox holds only the mails its own steps sent.
      const token = await issueAccountToken(deps.db, {
        userId: created.userId,
        purpose: 'activation',
        expiresAt: new Date(now.getTime() + ACTIVATION_TOKEN_DAYS * 86_400_000),
        now,
      });
      if (!(await activate(deps, token, site.id))) throw new Error(`activation failed for ${body.email}`);
    }
    return {
      ...created,
      email: body.email,
      password: this.password.text,
      country: fields.country,
      language: fields.language,
      signupDate: now,
    };
  }

  /** A fictional profile as staff make one in the console (POST /api/admin/fictional.php). */
  private async createFictional(site: TSiteRow, wish: TMemberFixture) {
    if (wish.email !== undefined || wish.status === 'not_confirmed' || wish.language !== undefined)
      throw new Error('a fictional profile has no address of its own, is always confirmed, and speaks its country');
    const fields = signupFields(wish);
    const answer = await this.console.call({
      method: 'POST',
      url: '/api/admin/fictional.php',
      expect: 201,
      payload: {
        site: site.id,
        name: fields.name,
        date_of_birth: fields.dateOfBirth,
        gender: fields.gender,
        sexuality: fields.sexuality,
        seeking: fields.seeking,
        country: fields.country,
        region: fields.region,
        city: fields.city,
        ...profileForm(wish),
      },
    });
    const { profile } = answer.json() as { profile: { user_id: number; profile_id: number } };
    const user = await this.app.deps.db
      .selectFrom('users')
      .select(['email', 'language', 'signup_date'])
      .where('id', '=', profile.user_id)
      .executeTakeFirstOrThrow();
    return {
      userId: profile.user_id,
      profileId: profile.profile_id,
      email: user.email,
      password: '',
      country: fields.country,
      language: user.language,
      signupDate: new Date(user.signup_date),
    };
  }

  /** A purchase, then staff's grant: each through the ledger with its reason. */
  private async fund(
    site: TSiteRow,
    member: { userId: number; email: string; country: string; language: string; signupDate: Date },
    wish: TMemberFixture,
  ) {
    const { deps } = this.app;
    if (wish.premium) await buySmallestPackage(deps, site, member);
    const credits = wish.credits ?? 0;
    if (credits > 0)
      await inTransaction(deps.db, ({ tx }) =>
        grantCredits(tx, { userId: member.userId, reason: 'grant', note: 'goodwill' }, credits),
      );
  }

  /** What members and staff do later: invisible mode, deletion, a ban. */
  private async afterwards(site: TSiteRow, member: { userId: number; password: string }, wish: TMemberFixture) {
    const { deps } = this.app;
    if (wish.invisible) await setInvisible(deps, member.userId, true);
    if (wish.banned)
      await this.console.call({
        method: 'POST',
        url: '/api/admin/ban.php',
        expect: 200,
        payload: { user: member.userId, reason: 'fixture: banned' },
      });
    if (wish.deleted)
      await deleteAccount(deps, member.userId, { password: member.password }, mailContextFor(deps, site));
  }
}

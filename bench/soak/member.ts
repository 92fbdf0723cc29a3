import type { TAnswer, TOutgoing } from './load-balancer';
import { buyCredits } from './member-payments';
import { activate, logInAgain, requestPasswordReset, signUp } from './member-account';
import { blockSomeone, likeSomeone, listLikes, openProfile, search, unblockSomeone, whoAmI } from './member-browse';
import { readChats, sendMessage } from './member-chat';
import { MemberSession, RunOver } from './member-session';
import { Random } from './random';
import { MemberSocket } from './realtime';
import type { TPeer, TSoakContext } from './soak-context';

export type TOutcome = 'ok' | 'refused' | 'failed';

/** Refusals a member meets in normal use and reacts to (buys credits, waits, picks someone else). */
const EXPECTED_REFUSALS = new Set([
  'insufficient_credits',
  'free_chat_limit',
  'blocked',
  'not_found',
  'rate_limited',
  'chat_rate_limited',
  'too_many_attempts',
  'too_many_resets',
]);

const WOMEN = ['Anna', 'Sanne', 'Lotte', 'Fleur', 'Noor', 'Eva', 'Julia', 'Iris', 'Lisa', 'Emma', 'Sophie', 'Roos'];
const MEN = ['Bram', 'Daan', 'Thijs', 'Sem', 'Lucas', 'Ruben', 'Jesse', 'Milan', 'Lars', 'Tim', 'Niels', 'Koen'];

/** A simulated member: signs up, confirms, then loops through what members do, with think times between. */
export class Member implements TPeer {
  readonly label: string;
  readonly random: Random;
  readonly session: MemberSession;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly gender: 'female' | 'male';
  readonly seeking: 'female' | 'male';
  /** Some members read their chats; the others leave messages unread, so notification mails fire. */
  readonly reader: boolean;
  readonly socket: MemberSocket | null;
  profileId: number | null = null;
  confirmed = false;
  credits = 0;
  paid = false;
  readonly conversations = new Map<number, number>();
  readonly seen: number[] = [];
  readonly blocked = new Set<number>();

  constructor(
    readonly index: number,
    readonly ctx: TSoakContext,
  ) {
    this.label = `member-${index + 1}`;
    this.random = new Random(ctx.seed * 7_919 + index * 104_729 + 1);
    this.gender = index % 2 === 0 ? 'female' : 'male';
    this.seeking = this.gender === 'female' ? 'male' : 'female';
    this.name = this.random.pickAny(this.gender === 'female' ? WOMEN : MEN)!;
    this.email = `soak-${ctx.runId}-${index + 1}@soak.test`;
    this.password = `soak-${ctx.runId}-pass-${index + 1}`;
    this.reader = index % 5 < 2;
    const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    this.session = new MemberSession(ctx.lb, ctx.clock, ip, `soak-member/${index + 1}`);
    // About a third keep a tab open (a WebSocket), as the app does while it is open.
    this.socket = index % 3 === 0 ? new MemberSocket(ctx.lb, this.session, ctx.clock, ctx.failures, this.label) : null;
  }

  /** One API call with the member's cookies and address; judges the answer by the run's rules. */
  async api<T>(
    request: TOutgoing,
    ok: number[] = [200],
    alsoExpected: string[] = [],
  ): Promise<{ outcome: TOutcome; status: number; body: T; answer: TAnswer }> {
    const answer = await this.session.call(request);
    const body = answer.json<T & { error?: string }>();
    const status = answer.status;
    let outcome: TOutcome;
    if (status === 0 || status >= 500) outcome = 'failed';
    else if (ok.includes(status)) outcome = 'ok';
    else if (EXPECTED_REFUSALS.has(body.error ?? '') || alsoExpected.includes(body.error ?? '')) {
      const code = `${status} ${body.error}`;
      this.ctx.activity.refusals[code] = (this.ctx.activity.refusals[code] ?? 0) + 1;
      outcome = 'refused';
    } else {
      this.ctx.failures.add(
        'unexpected answer',
        `${this.label}: ${request.method} ${request.path} via ${answer.backend} → ${status}: ${answer.text.slice(0, 300)}`,
      );
      outcome = 'failed';
    }
    return { outcome, status, body, answer };
  }

  think(minMs = 1_000, maxMs = 8_000): Promise<void> {
    return this.ctx.clock.sleep(this.random.between(minMs, maxMs));
  }

  /** Other members this one is looking for, who can be found (confirmed). */
  targets(): TPeer[] {
    return this.ctx.peers.filter(
      (peer) => peer !== this && peer.confirmed && peer.profileId !== null && peer.gender === this.seeking,
    );
  }

  async run(): Promise<void> {
    try {
      await this.ctx.clock.sleep(this.random.between(0, 10_000));
      if (!(await signUp(this))) return;
      await activate(this);
      this.socket?.open();
      while (!this.ctx.clock.isOver()) {
        await this.think();
        await this.act();
      }
    } catch (error) {
      if (!(error instanceof RunOver))
        this.ctx.failures.add('member stopped', `${this.label}: ${(error as Error).stack}`);
    } finally {
      this.socket?.close();
    }
  }

  private async act(): Promise<void> {
    const action = this.random.weighted({
      search: 14,
      profile: 14,
      like: 10,
      message: 26,
      chats: this.reader ? 16 : 2,
      likes: 4,
      user: 4,
      buy: this.credits < 10 ? 3 : 0.5,
      relogin: 3,
      reset: 1.5,
      block: 1,
      unblock: this.blocked.size > 0 ? 3 : 0,
    });
    switch (action) {
      case 'search':
        return search(this);
      case 'profile':
        return openProfile(this);
      case 'like':
        return likeSomeone(this);
      case 'message':
        return sendMessage(this);
      case 'chats':
        return readChats(this);
      case 'likes':
        return listLikes(this);
      case 'user':
        return whoAmI(this);
      case 'buy':
        return void (await buyCredits(this));
      case 'relogin':
        return logInAgain(this);
      case 'reset':
        return requestPasswordReset(this);
      case 'block':
        return blockSomeone(this);
      case 'unblock':
        return unblockSomeone(this);
    }
  }
}

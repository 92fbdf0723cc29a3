import type { LoadBalancer, TAnswer, TOutgoing } from './load-balancer';
import type { RunClock } from './timeline';

export class RunOver extends Error {}

/** One member's browser: its own address (x-forwarded-for), its cookies, and the site's API. */
export class MemberSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly lb: LoadBalancer,
    private readonly clock: RunClock,
    readonly ip: string,
    private readonly userAgent: string,
  ) {}

  get authCookie(): string | undefined {
    return this.cookies.get('auth');
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Identity headers of every request and socket. */
  baseHeaders(): Record<string, string> {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.ip,
      'user-agent': this.userAgent,
      'accept-language': 'en',
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    return headers;
  }

  /** Sends when the run is active (members are quiet in idle gaps); throws RunOver at the end of the run. */
  async call(request: TOutgoing): Promise<TAnswer & { json: <T>() => T }> {
    if (!(await this.clock.whenActive())) throw new RunOver();
    const answer = await this.lb.send({ ...request, headers: { ...this.baseHeaders(), ...request.headers } });
    for (const header of answer.headers?.getSetCookie() ?? []) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      ...answer,
      json: <T>() => {
        try {
          return JSON.parse(answer.text) as T;
        } catch {
          return {} as T;
        }
      },
    };
  }

  forgetCookies(): void {
    this.cookies.clear();
  }
}

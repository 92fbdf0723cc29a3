import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createStaff } from '../admin/staff-accounts';
import { totpCode, totpStep } from '../admin/auth/totp';

const FIXTURE_TOTP_SECRET = 'KRSXG5CTKRSXG5CTKRSXG5CTKRSXG5CT';
const FIXTURE_PASSWORD = 'fixture console password';

/**
 * The console as the fixtures use it: what only staff can do to a member (create a fictional profile, approve a
 * photo, ban) goes through the console's own calls with an admin logged in with both factors, like staff do.
 * The admin is made at the first call and logs in again when the session ran out (a test moved the clock on).
 */
export class FixtureConsole {
  private cookie: string | undefined;
  private email: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** A console call that must succeed; its answer. */
  async call(options: InjectOptions & { expect: number }): Promise<LightMyRequestResponse> {
    let answer = await this.send(options, await this.session());
    if (answer.statusCode === 401 || answer.statusCode === 403) {
      this.cookie = undefined;
      answer = await this.send(options, await this.session());
    }
    if (answer.statusCode !== options.expect)
      throw new Error(`console ${String(options.method)} ${String(options.url)}: ${answer.statusCode} ${answer.body}`);
    return answer;
  }

  private send(options: InjectOptions, cookie: string) {
    return this.app.inject({ ...options, headers: { ...options.headers, cookie } });
  }

  private async session(): Promise<string> {
    if (this.cookie) return this.cookie;
    if (!this.email) {
      this.email = `fixture-admin-${Math.random().toString(36).slice(2, 9)}@staff.test`;
      await createStaff(this.app.deps.db, {
        email: this.email,
        name: 'Fixture Admin',
        role: 'admin',
        password: FIXTURE_PASSWORD,
        totpSecret: FIXTURE_TOTP_SECRET,
      });
    }
    const first = await this.app.inject({
      method: 'POST',
      url: '/api/admin/login.php',
      payload: { email: this.email, password: FIXTURE_PASSWORD },
    });
    const session = first.cookies.find((cookie) => cookie.name === 'staff_session');
    if (first.statusCode !== 200 || !session) throw new Error(`fixture staff login failed: ${first.body}`);
    const cookie = `staff_session=${session.value}`;
    // The clock's current step: the fixture must not move the test's clock on.
    const code = totpCode(FIXTURE_TOTP_SECRET, totpStep(this.app.deps.clock.now()));
    const second = await this.send({ method: 'POST', url: '/api/admin/second-factor.php', payload: { code } }, cookie);
    if (second.statusCode !== 200) throw new Error(`fixture second factor failed: ${second.body}`);
    this.cookie = cookie;
    return cookie;
  }
}

/** A multipart form with text fields and one file, as the browser sends an upload. */
export function multipartForm(fields: Record<string, string>, file: { field: string; bytes: Buffer }) {
  const boundary = `----fixture${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([...parts, head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

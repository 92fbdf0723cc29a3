import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, TEST_TOTP_SECRET, type TestApp } from '../../test/test-app';
import { createStaff } from '../staff-accounts';
import { auditEntries, staffClient } from './admin-test-kit';

let t: TestApp;
let admin: ReturnType<typeof staffClient>;
let me: { cookie: string; id: number; email: string };
beforeAll(async () => {
  t = await createTestApp();
  me = await t.staffLogin('admin');
  admin = staffClient(t, me.cookie);
});
afterAll(() => t.close());

const firstFactor = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login.php', payload: { email, password } });
const meOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/admin/me.php', headers: { cookie } })).json() as { staff: unknown };

describe('staff accounts in the console', () => {
  it('creates an account with a one-time temporary password; the authenticator is set up at first login', async () => {
    const created = await admin('POST', '/api/admin/staff.php', {
      email: 'Olga@Staff.test',
      name: 'Olga Operator',
      role: 'operator',
      languages: ['nl', 'de'],
      site_ids: [t.sites.secondSiteId],
    });
    expect(created.statusCode).toBe(201);
    const { staff, temporary_password: password } = created.json();
    expect(staff).toMatchObject({
      email: 'olga@staff.test',
      role: 'operator',
      languages: ['nl', 'de'],
      site_ids: [t.sites.secondSiteId],
      totp_enabled: false,
      disabled: false,
    });
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await firstFactor('olga@staff.test', password)).json()).toEqual({ staff: null, second_factor: 'setup' });
    const [entry] = await auditEntries(t, 'staff.create', staff.id);
    expect(entry!.after).toMatchObject({ email: 'olga@staff.test', role: 'operator' });
    expect(JSON.stringify(entry)).not.toContain(password);
    expect(
      (await admin('GET', '/api/admin/staff.php')).json().staff.map((row: { email: string }) => row.email),
    ).toContain('olga@staff.test');
  });

  it('refuses a taken address (409) and bad accounts field by field', async () => {
    const taken = await admin('POST', '/api/admin/staff.php', {
      email: 'OLGA@staff.test',
      name: 'Again',
      role: 'support',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('email_taken');
    const bad = await admin('POST', '/api/admin/staff.php', {
      email: 'nope',
      name: '',
      role: 'owner',
      languages: ['xx'],
    });
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'languages.0', 'name', 'role']);
    const sites = await admin('POST', '/api/admin/staff.php', {
      email: 'mo@staff.test',
      name: 'Mo',
      role: 'moderator',
      site_ids: [t.sites.mainSiteId],
    });
    expect(sites.json().fields).toEqual({ site_ids: ['only operators are limited to sites'] });
    const unknown = await admin('POST', '/api/admin/staff.php', {
      email: 'op@staff.test',
      name: 'Op',
      role: 'operator',
      site_ids: [999_999],
    });
    expect(unknown.json().fields).toEqual({ site_ids: ['no site 999999'] });
  });

  it('changes roles (the permission follows at once), but nobody demotes or disables themselves', async () => {
    const other = await t.staffLogin('support');
    expect((await t.app.inject({ url: '/api/admin/gifts.php', headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
    const promoted = await admin('PUT', '/api/admin/staff.php', {
      id: other.id,
      role: 'admin',
      languages: ['en', 'fr'],
    });
    expect(promoted.json().staff).toMatchObject({ role: 'admin', languages: ['en', 'fr'] });
    expect((await t.app.inject({ url: '/api/admin/gifts.php', headers: { cookie: other.cookie } })).statusCode).toBe(
      200,
    );
    const [entry] = await auditEntries(t, 'staff.update', other.id);
    expect(entry).toMatchObject({
      before: { role: 'support', languages: ['en'] },
      after: { role: 'admin', languages: ['en', 'fr'] },
    });

    const demote = await admin('PUT', '/api/admin/staff.php', { id: me.id, role: 'support' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().fields).toEqual({ role: ['you cannot change your own role'] });
    expect((await admin('PUT', '/api/admin/staff.php', { id: me.id, name: 'Still Admin' })).statusCode).toBe(200);
    const disableSelf = await admin('POST', '/api/admin/staff-status.php', { id: me.id, disabled: true });
    expect(disableSelf.json().fields).toEqual({ id: ['you cannot disable your own account'] });
    expect(await meOf(me.cookie)).toMatchObject({ staff: { role: 'admin' } });
  });

  it('disables an account: its sessions end at once and it cannot log in until enabled', async () => {
    const other = await t.staffLogin('moderator');
    const disabled = await admin('POST', '/api/admin/staff-status.php', { id: other.id, disabled: true });
    expect(disabled.json().staff.disabled).toBe(true);
    const next = await t.app.inject({ url: '/api/admin/complaints.php', headers: { cookie: other.cookie } });
    expect(next.statusCode).toBe(401);
    expect((await firstFactor(other.email, TEST_PASSWORD)).json().error).toBe('invalid_credentials');
    await admin('POST', '/api/admin/staff-status.php', { id: other.id, disabled: false });
    expect((await firstFactor(other.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await auditEntries(t, 'staff.disable', other.id)).toMatchObject([
      { before: { disabled: false }, after: { disabled: true } },
    ]);
    expect(await auditEntries(t, 'staff.enable', other.id)).toHaveLength(1);
  });

  it('resets a lost second factor: secret and recovery codes go, sessions end, the next login sets it up', async () => {
    const other = await t.staffLogin('support');
    await t.db.insertInto('staff_recovery_codes').values({ staff_id: other.id, code_hash: 'x' }).execute();
    const reset = await admin('POST', '/api/admin/staff-second-factor.php', { id: other.id });
    expect(reset.json().staff.totp_enabled).toBe(false);
    expect((await meOf(other.cookie)).staff).toBeNull();
    const row = await t.db
      .selectFrom('staff')
      .select(['totp_secret', 'totp_enabled'])
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled: false });
    const codes = await t.db.selectFrom('staff_recovery_codes').select('id').where('staff_id', '=', other.id).execute();
    expect(codes).toEqual([]);
    expect((await firstFactor(other.email, TEST_PASSWORD)).json().second_factor).toBe('setup');
    expect(await auditEntries(t, 'staff.reset_second_factor', other.id)).toMatchObject([
      { before: { totp_enabled: true, recovery_codes: 1 } },
    ]);
    expect((await admin('POST', '/api/admin/staff-second-factor.php', { id: me.id })).statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('answers entries newest first, filtered by staff member, action and target, page by page', async () => {
    const otherAdmin = await createStaff(t.db, {
      email: `auditor-${Date.now()}@staff.test`,
      name: 'Auditor',
      role: 'admin',
      password: TEST_PASSWORD,
      totpSecret: TEST_TOTP_SECRET,
    });
    for (const languages of [['en'], ['de'], ['nl']])
      await admin('PUT', '/api/admin/staff.php', { id: otherAdmin, languages });
    const filtered = (
      await admin(
        'GET',
        `/api/admin/audit.php?action=staff.update&target_type=staff&target_id=${otherAdmin}&staff=${me.id}`,
      )
    ).json();
    expect(filtered.entries.map((entry: { after: { languages: string[] } }) => entry.after.languages)).toEqual([
      ['nl'],
      ['de'],
    ]);
    expect(filtered.entries[0]).toMatchObject({
      staff_email: me.email,
      target_type: 'staff',
      before: { languages: ['de'] },
    });

    const all = (await admin('GET', '/api/admin/audit.php?page=1&staff=&action=')).json();
    expect(all.entries.length).toBeGreaterThan(5);
    const times = all.entries.map((entry: { created_at: string }) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // By days (UTC, both inclusive): today holds these entries, a day long past none.
    const today = new Date(all.entries[0].created_at).toISOString().slice(0, 10);
    const ofToday = (await admin('GET', `/api/admin/audit.php?from=${today}&to=${today}`)).json();
    expect(ofToday.entries.length).toBeGreaterThan(0);
    expect((await admin('GET', '/api/admin/audit.php?from=2001-01-01&to=2001-01-31')).json().entries).toEqual([]);
    expect((await admin('GET', '/api/admin/audit.php?from=yesterday')).json().error).toBe('invalid_input');
    expect((await admin('GET', '/api/admin/audit.php?page=0')).json().error).toBe('invalid_input');
    expect((await admin('GET', '/api/admin/audit.php?page=500')).json()).toEqual({
      entries: [],
      page: 500,
      has_more: false,
    });
  });
});

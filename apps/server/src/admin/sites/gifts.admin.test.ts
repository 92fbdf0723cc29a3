import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries, pngPicture, postMultipart, staffClient } from './admin-test-kit';

let t: TestApp;
let admin: ReturnType<typeof staffClient>;
let adminCookie: string;
let memberCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await t.staffLogin('admin')).cookie;
  admin = staffClient(t, adminCookie);
  const member = await t.createMember({ language: 'de' });
  memberCookie = await t.login(member.email);
});
afterAll(() => t.close());

type TGift = { key: string; name: string; image: string; credits: number };
const memberGifts = async () =>
  (await t.app.inject({ url: '/api/gifts.php', headers: { cookie: memberCookie } })).json().gifts as TGift[];
const newGift = (fields: Record<string, string>, bytes?: Buffer, name = 'picture.png') =>
  postMultipart(t, adminCookie, '/api/admin/gifts.php', fields, bytes && { field: 'picture', name, bytes });
const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/></svg>';

describe('gifts in the console', () => {
  it('adds a gift with its picture that members see at once, in their language', async () => {
    const created = await newGift(
      {
        key: 'love_letter',
        names: JSON.stringify({ en: 'Love letter', de: 'Liebesbrief' }),
        credits: '',
        position: '40',
      },
      await pngPicture(),
    );
    expect(created.statusCode).toBe(201);
    const { gift } = created.json();
    expect(gift).toMatchObject({ key: 'love_letter', credits: null, position: 40, active: true });
    expect(gift.image).toMatch(/^gifts\/love_letter-[0-9a-f]{12}\.png$/);
    expect((await memberGifts()).find((entry) => entry.key === 'love_letter')).toMatchObject({
      name: 'Liebesbrief',
      credits: 3,
    });
    const file = await t.app.inject({ url: `/media/${gift.image}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const [entry] = await auditEntries(t, 'gift.create', 'love_letter');
    expect(entry!.after).toMatchObject({ key: 'love_letter', names: { de: 'Liebesbrief' } });
    const { gifts } = (await admin('GET', '/api/admin/gifts.php')).json();
    expect(gifts.find((entry: TGift) => entry.key === 'love_letter')).toBeDefined();
  });

  it('changes names and price, takes a gift out and brings it back, and gives it a new picture', async () => {
    const changed = await admin('PUT', '/api/admin/gifts.php', {
      key: 'love_letter',
      credits: 7,
      names: { en: 'Bear', de: 'Bär' },
    });
    expect(changed.json().gift).toMatchObject({ credits: 7, names: { en: 'Bear', de: 'Bär' } });
    expect((await memberGifts()).find((entry) => entry.key === 'love_letter')).toMatchObject({
      name: 'Bär',
      credits: 7,
    });
    const [update] = await auditEntries(t, 'gift.update', 'love_letter');
    expect(update).toMatchObject({ before: { credits: null }, after: { credits: 7 } });

    expect((await admin('DELETE', '/api/admin/gifts.php', { key: 'love_letter' })).json().gift.active).toBe(false);
    expect((await memberGifts()).map((entry) => entry.key)).not.toContain('love_letter');
    expect(
      (await admin('GET', '/api/admin/gifts.php')).json().gifts.find((entry: TGift) => entry.key === 'love_letter'),
    ).toMatchObject({
      active: false,
    });
    await admin('PUT', '/api/admin/gifts.php', { key: 'love_letter', active: true });
    expect((await memberGifts()).map((entry) => entry.key)).toContain('love_letter');
    expect(await auditEntries(t, 'gift.deactivate', 'love_letter')).toHaveLength(1);
    expect(await auditEntries(t, 'gift.activate', 'love_letter')).toHaveLength(1);

    const before = (await memberGifts()).find((entry) => entry.key === 'love_letter')!.image;
    const picture = await postMultipart(
      t,
      adminCookie,
      '/api/admin/gift-picture.php',
      { key: 'love_letter' },
      {
        field: 'picture',
        name: 'bear.svg',
        bytes: Buffer.from(SAFE_SVG),
      },
    );
    expect(picture.statusCode).toBe(200);
    const after = picture.json().gift.image;
    expect(after).toMatch(/^gifts\/love_letter-[0-9a-f]{12}\.svg$/);
    expect((await memberGifts()).find((entry) => entry.key === 'love_letter')!.image).toBe(after);
    expect(await auditEntries(t, 'gift.picture', 'love_letter')).toMatchObject([
      { before: { image: before }, after: { image: after } },
    ]);
  });

  it('refuses bad gifts field by field, active SVG content, and a taken key (409)', async () => {
    const png = await pngPicture();
    const fields = (await newGift({ key: 'Bad Key!', names: JSON.stringify({ de: 'X' }), credits: '-1' }, png)).json()
      .fields;
    expect(Object.keys(fields).sort()).toEqual(['credits', 'key', 'names.en']);
    expect((await newGift({ key: 'broken', names: '{en:' }, png)).json().fields).toEqual({ names: ['not valid JSON'] });
    expect((await newGift({ key: 'nothing', names: JSON.stringify({ en: 'Nothing' }) })).json().fields).toEqual({
      picture: ['required'],
    });
    const text = await newGift({ key: 'text', names: JSON.stringify({ en: 'Text' }) }, Buffer.from('hello'), 'x.png');
    expect(text.json().fields.picture).toEqual(['not a PNG, JPEG, WebP or SVG picture']);

    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="javascript:alert(1)"/></svg>',
    ]) {
      const answer = await newGift(
        { key: 'evil', names: JSON.stringify({ en: 'Evil' }) },
        Buffer.from(svg),
        'evil.svg',
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields.picture[0]).toMatch(/^SVG pictures may not contain/);
    }
    expect((await admin('GET', '/api/admin/gifts.php')).json().gifts.map((gift: TGift) => gift.key)).not.toContain(
      'evil',
    );

    const taken = await newGift({ key: 'love_letter', names: JSON.stringify({ en: 'Again' }) }, png);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'invalid_input',
      fields: { key: ['a gift with this key exists already'] },
    });
    expect((await admin('PUT', '/api/admin/gifts.php', { key: 'no_such_gift', credits: 1 })).statusCode).toBe(404);
  });
});

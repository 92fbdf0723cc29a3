import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const index of [0, 1, 2, 3])
    await t.createMember({ name: `Fiona${index}`, fictional: true, photos: 1, dateOfBirth: '1985-03-03' });
  // Not for landers: real members, men on a site whose landers show women, and members without a photo.
  await t.createMember({ name: 'RealRita', photos: 1 });
  await t.createMember({ name: 'Marco', gender: 'male', fictional: true, photos: 1 });
  await t.createMember({ name: 'NoPhoto', fictional: true });
});
afterAll(() => t.close());

describe('lander data', () => {
  it("puts the site's fictional members of its niche forward, with a map of the visitor's country", async () => {
    const answer = await t.app.inject({
      url: '/api/lander.php?map=1&count=12',
      headers: { 'x-forwarded-for': '145.1.1.1' },
    });
    expect(answer.statusCode).toBe(200);
    const lander = answer.json();
    expect(lander.niche).toBe(1);
    const names = lander.profiles.map((profile: { name: string }) => profile.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.every((name: string) => name.startsWith('Fiona'))).toBe(true);
    expect(lander.profiles.every((profile: { fictional: boolean }) => profile.fictional)).toBe(true);
    expect(lander.map.viewBox).toBe('0 0 600 420');
    expect(lander.map.country).toMatch(/^M[\d.,-]+/);
    expect(lander.map.neighbours.length).toBeGreaterThan(2);
    const pin = lander.profiles[0].map;
    expect(pin.x).toBeGreaterThan(0);
    expect(pin.x).toBeLessThan(600);
    expect(answer.headers['cache-control']).toBe('private, max-age=60');
  });

  it('makes the video landers’ video from the portraits, once, and serves it from the media storage', async () => {
    const ask = () => t.app.inject({ url: '/api/lander-video.php?style=transitions' });
    expect((await ask()).json()).toEqual({ video: null });
    await expect.poll(async () => (await ask()).json().video, { timeout: 90_000, interval: 500 }).not.toBeNull();
    const { video } = (await ask()).json();
    const webm = await t.app.deps.media.read(video.webm);
    const mp4 = await t.app.deps.media.read(video.mp4);
    expect(webm!.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(mp4!.subarray(4, 8).toString()).toBe('ftyp');
    expect(mp4!.length).toBeGreaterThan(20_000);
    expect((await t.app.inject({ url: `/media/${video.poster}` })).statusCode).toBe(200);
  }, 120_000);
});

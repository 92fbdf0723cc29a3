import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const geocode = (lat: number | string, lon: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/geocode.php?lat=${lat}&lon=${lon}` });

describe('GET /api/geocode.php', () => {
  it.each([
    [52.0907, 5.1214, 'NL', 'NL-UT', /Utrecht/],
    [48.1372, 11.5756, 'DE', 'DE-BY', /München|Munich/],
    [59.3293, 18.0686, 'SE', 'SE-AB', /Stockholm/],
    [41.3874, 2.1686, 'ES', 'ES-CT', /Barcelona/],
  ])('finds %f,%f in %s, region %s', async (lat, lon, country, region, city) => {
    const response = await geocode(lat, lon);
    expect(response.statusCode, response.body).toBe(200);
    const place = response.json();
    expect(place).toMatchObject({ country, region });
    expect(place.city).toMatch(city);
  });

  it('answers 404 in the open sea and 400 for impossible coordinates', async () => {
    expect((await geocode(45, -30)).statusCode).toBe(404);
    expect((await geocode(91, 0)).json().error).toBe('invalid_input');
    expect((await geocode('abc', 0)).json().error).toBe('invalid_input');
  });
});

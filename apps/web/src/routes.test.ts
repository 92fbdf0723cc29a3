import { describe, expect, it } from 'vitest';
import { pathTo, ROUTE_PATHS } from './routes';
import { isLoginToken } from './features/auth/login-link-page';
import { telLink, termsVersionDate } from './features/pages/static-page';

describe('pathTo', () => {
  it('fills parameters and drops optional ones left out', () => {
    expect(pathTo('members-id', { id: 12 })).toBe('/members/12');
    expect(pathTo('transactions')).toBe('/transactions');
    expect(pathTo('credits-id-paymentmethod', { id: 3, paymentmethod: 'ideal' })).toBe('/credits/3/ideal');
    expect(pathTo('index')).toBe('/');
  });

  it('appends a query, leaving out undefined values', () => {
    expect(pathTo('login', {}, { next: '/members' })).toBe('/login?next=%2Fmembers');
    expect(pathTo('login', {}, { next: undefined })).toBe('/login');
    expect(pathTo('directdebit', {}, { package: 4, code: 'SPRING' })).toBe('/directdebit?package=4&code=SPRING');
    expect(pathTo('landers-name-slug', { name: 'gallery', slug: 'milf-nl' })).toBe('/landers/gallery/milf-nl');
  });

  it('has every route name of the spec', () => {
    for (const name of [
      'index',
      'members',
      'members-id',
      'likes',
      'likes-type',
      'likes-m-id',
      'chats',
      'chats-id',
      'credits',
      'credits-id-paymentmethod',
      'credits-repeat-order',
      'premium',
      'profile',
      'notifications',
      'signup',
      'complete-signup',
      'login',
      'pricing',
      'complaints',
      'pages-terms',
      'pages-privacy',
      'pages-cookies',
      'pages-ban',
      'pages-return-policy',
      'pages-faq',
      'pages-service',
    ]) {
      expect(ROUTE_PATHS, name).toHaveProperty(name);
    }
  });
});

describe('static page values', () => {
  it('dates the terms 2023-12-01 12:00 UTC, or the company added date when later', () => {
    expect(termsVersionDate(undefined).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2020-01-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2024-03-01T09:00:00Z').toISOString()).toBe('2024-03-01T09:00:00.000Z');
  });

  it('removes dashes and spaces from the support phone for the tel: link', () => {
    expect(telLink('+31 20-808 12 34')).toBe('tel:+31208081234');
  });
});

describe('login links', () => {
  it('treats only token-shaped paths as login links', () => {
    expect(isLoginToken('Xq3b9_-aZ0Xq3b9_-aZ0Xq3b9_-aZ0Xq3b9_-aZ0abc')).toBe(true);
    expect(isLoginToken('nonexistent-page')).toBe(false);
    expect(isLoginToken(undefined)).toBe(false);
  });
});

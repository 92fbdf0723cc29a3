import { describe, expect, it } from 'vitest';
import { isLocalDomain, SiteUrls } from './site-urls';

const site = (id: number, domain: string, isDefault = false) => ({ id, domain, is_default: isDefault });

describe('SiteUrls.baseUrl', () => {
  it('puts the default site at PUBLIC_URL and every other site at https on its own domain', () => {
    const urls = new SiteUrls({ PUBLIC_URL: 'https://www.amora.example/', PORT: 3000 }, () => 1);
    expect(urls.baseUrl(site(1, 'amora.example', true))).toBe('https://www.amora.example');
    expect(urls.baseUrl(site(2, 'flirtpunt.example'))).toBe('https://flirtpunt.example');
  });

  it('treats the site unknown domains get as the default when none is flagged (one site)', () => {
    const urls = new SiteUrls({ PUBLIC_URL: 'http://dating.lan:8080', PORT: 3000 }, () => 7);
    expect(urls.baseUrl(site(7, 'dating.lan'))).toBe('http://dating.lan:8080');
    expect(urls.baseUrl(site(8, 'other.example'))).toBe('https://other.example');
  });

  it('puts every site at https on its own domain without PUBLIC_URL', () => {
    const urls = new SiteUrls({ PUBLIC_URL: undefined, PORT: 3000 }, () => 1);
    expect(urls.baseUrl(site(1, 'amora.example', true))).toBe('https://amora.example');
  });

  it('reaches local names over http on the port listened on, or with the scheme and port of PUBLIC_URL', () => {
    const urls = new SiteUrls({ PUBLIC_URL: undefined, PORT: 0 }, () => 1);
    urls.listeningOn(41234);
    expect(urls.baseUrl(site(1, 'localhost', true))).toBe('http://localhost:41234');
    expect(urls.baseUrl(site(2, 'flirtpunt.localhost'))).toBe('http://flirtpunt.localhost:41234');
    const behindVite = new SiteUrls({ PUBLIC_URL: 'http://localhost:5173', PORT: 3000 }, () => 1);
    expect(behindVite.baseUrl(site(1, 'localhost', true))).toBe('http://localhost:5173');
    expect(behindVite.baseUrl(site(2, 'flirtpunt.localhost'))).toBe('http://flirtpunt.localhost:5173');
  });

  it('knows which names are local', () => {
    expect(['localhost', 'a.localhost', 'intranet', '192.168.1.20', '[::1]'].map(isLocalDomain)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['amora.example', 'www.flirtpunt.nl'].map(isLocalDomain)).toEqual([false, false]);
  });
});

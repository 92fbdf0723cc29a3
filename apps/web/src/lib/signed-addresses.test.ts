import { describe, expect, it } from 'vitest';
import { renewDelay, signedAddressExpiry } from './signed-addresses';

const signed = (expires: number) => `/media-signed/private/u/ab/abc.jpg?expires=${expires}&signature=xyz`;

describe('signed photo addresses', () => {
  it('reads the expiry of a signed address only', () => {
    expect(signedAddressExpiry(signed(1_700_000_000))).toBe(1_700_000_000_000);
    expect(signedAddressExpiry('/media/u/ab/abc.jpg')).toBeNull();
    expect(signedAddressExpiry('/media-signed/private/u/ab/abc.jpg')).toBeNull();
  });

  it('renews half a minute before the first address ends, never sooner than a minute from now', () => {
    const now = 1_700_000_000_000;
    expect(renewDelay([signed(now / 1000 + 300), signed(now / 1000 + 360), '/media/u/x.jpg'], now)).toBe(270_000);
    expect(renewDelay([signed(now / 1000 - 600)], now)).toBe(60_000);
    expect(renewDelay(['/media/u/x.jpg'], now)).toBeNull();
  });
});

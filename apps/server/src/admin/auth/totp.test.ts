import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, otpauthUri, totpCode, verifyTotp } from './totp';

// RFC 6238 appendix B, SHA-1, secret "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(RFC_SECRET, Math.floor(59 / 30), 8)).toBe('94287082');
    expect(totpCode(RFC_SECRET, Math.floor(1111111109 / 30), 8)).toBe('07081804');
    expect(totpCode(RFC_SECRET, Math.floor(2000000000 / 30), 8)).toBe('69279037');
  });

  it('accepts the current code and one step of drift, nothing else', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-24T10:00:15Z');
    const step = Math.floor(now.getTime() / 30_000);
    expect(verifyTotp(secret, totpCode(secret, step), now)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, step + 2), now)).toBeNull();
    expect(verifyTotp(secret, '12345', now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('round-trips base32 and builds an authenticator address', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(otpauthUri('ABC', 'anna@example.com', 'Amora staff')).toBe(
      'otpauth://totp/Amora%20staff%3Aanna%40example.com?secret=ABC&issuer=Amora%20staff&algorithm=SHA1&digits=6&period=30',
    );
  });
});

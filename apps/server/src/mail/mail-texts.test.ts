import { describe, expect, it } from 'vitest';
import { mailTexts } from './mail-texts';

describe('mail texts', () => {
  it('write counts the way the language groups them', () => {
    expect(mailTexts('de', 'unreadReminder', { count: 1200, siteName: 'Amora' }).intro).toContain('1.200');
    expect(mailTexts('en', 'unreadReminder', { count: 1200, siteName: 'Amora' }).intro).toContain('1,200');
  });
});

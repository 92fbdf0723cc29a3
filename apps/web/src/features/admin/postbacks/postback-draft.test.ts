import { describe, expect, it } from 'vitest';
import { payoutDraft, ZPostbackDraft } from './postback-draft';

const draft = (fixed_payout: string, url = 'https://tracker.example/p?c={click_id}') =>
  ZPostbackDraft.safeParse({ network: 'adnet', event: 'purchase', url, fixed_payout, active: true });

describe('the postback form', () => {
  it('sends a typed payout in cents, and an empty one as the order’s amount', () => {
    expect(draft('2.50').data?.fixed_payout_cents).toBe(250);
    expect(draft('3,5').data?.fixed_payout_cents).toBe(350);
    expect(draft(' 12 ').data?.fixed_payout_cents).toBe(1200);
    expect(draft('').data?.fixed_payout_cents).toBeNull();
    expect(payoutDraft(250)).toBe('2.50');
    expect(payoutDraft(null)).toBe('');
  });

  it('names the field of a payout it cannot read, and of an address with a macro of nobody’s', () => {
    for (const typed of ['abc', '1.234', '-3'])
      expect(draft(typed).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fixed_payout']);
    expect(draft('', 'https://tracker.example/p?c={clickid}').error?.issues.map((issue) => issue.path[0])).toEqual([
      'url',
    ]);
  });
});

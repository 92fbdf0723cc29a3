import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@app/shared/locales/en.json';
import { fakeApi } from '../../../test/fake-api';
import { confirmedMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { DeleteAccountModal } from './delete-account-modal';

const offer = (code: string | null) => ({
  discount_percentage: code ? 50 : 0,
  discount_code: code,
  discount_expires: code ? '2026-12-04T10:00:00.000Z' : null,
  invisible: false,
  notifications_enabled: 8,
});

describe('the retention offer in account deletion', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('links to the credits with the member’s own code, which checkout fills in', async () => {
    fakeApi({ 'GET /api/retention-offer.php': () => offer('STAY-ABCD2345') });
    renderScreen(<DeleteAccountModal onClose={() => undefined} />, { route: 'settings', user: confirmedMember });
    const link = await screen.findByRole('link', { name: new RegExp(en.settings.delete.offerDiscountText) });
    expect(link.getAttribute('href')).toBe('/credits?code=STAY-ABCD2345');
  });

  it('offers no discount when the member has no code (none offered, or it was used)', async () => {
    fakeApi({ 'GET /api/retention-offer.php': () => offer(null) });
    renderScreen(<DeleteAccountModal onClose={() => undefined} />, { route: 'settings', user: confirmedMember });
    await screen.findByText(en.settings.delete.offerMails);
    expect(screen.queryByText(en.settings.delete.offerDiscountText)).toBeNull();
  });
});

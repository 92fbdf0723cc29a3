import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@app/shared/locales/en.json';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { ActivateResultPage } from './activate-result-page';

describe('where the activation link lands', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('says "already confirmed" on a second click, not that the link failed', async () => {
    fakeApi({ 'GET /api/user.php': () => ({ user: null }) });
    renderScreen(<ActivateResultPage result="done" />, {
      route: 'activate-done',
      url: '/activate/done?already=1',
      user: null,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(en.screens.activateAlready);
    expect(screen.getByText(en.activation.alreadyText)).toBeTruthy();
  });

  it('thanks the member on the first click', async () => {
    fakeApi({ 'GET /api/user.php': () => ({ user: null }) });
    renderScreen(<ActivateResultPage result="done" />, { route: 'activate-done', user: null });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(en.screens.activateDone);
  });
});

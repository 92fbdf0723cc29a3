import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmedMember } from '../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/render';
import { MatchModal } from './match-modal';
import { closeMatchModal, showMatchModal } from './match-modal-store';

afterEach(() => act(() => closeMatchModal()));

describe('the match and like popup', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('carries the fictional mark of a fictional profile, and the silhouette without a photo', () => {
    renderScreen(<MatchModal />, { route: 'members', user: confirmedMember });
    act(() => showMatchModal({ kind: 'like', id: 5, name: 'Eva', photo: null, fictional: true }));
    expect(screen.getByRole('dialog').textContent).toContain('Eva');
    expect(screen.getByRole('note').textContent).toContain('This profile is fictional');
    expect(screen.getByTestId('silhouette')).toBeTruthy();
  });

  it('shows the photo and no mark for a real member', () => {
    renderScreen(<MatchModal />, { route: 'members', user: confirmedMember });
    act(() => showMatchModal({ kind: 'match', id: 6, name: 'Ida', photo: '/media/ida.jpg', fictional: false }));
    expect(screen.queryByTestId('fictional-mark')).toBeNull();
    expect(document.querySelector('img.match-modal-photo')?.getAttribute('src')).toBe('/media/ida.jpg');
  });
});

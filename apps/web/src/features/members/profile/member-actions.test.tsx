import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMemberProfile } from '@app/shared';
import { toastStore } from '../../../lib/toasts';
import { deferred, fakeApi } from '../../../test/fake-api';
import { confirmedMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { card } from '../../chat/test-fixtures';
import { MemberActions } from './member-actions';

const anna: TMemberProfile = {
  ...card(2, 'Anna'),
  gender: 'female',
  sexuality: null,
  region: null,
  region_name: null,
  about: null,
  interests: [],
  hair_color: null,
  eye_color: null,
  body_type: null,
  relationship_status: null,
  match: null,
  photos: [],
  photo_count: 0,
  liked: false,
  liked_me: false,
  is_match: false,
  blocked: false,
};

function renderActions(member: TMemberProfile = anna) {
  return renderScreen(<MemberActions member={member} loggedIn cdnPrefix="/media/" />, {
    route: 'members-id',
    url: '/members/2',
    user: confirmedMember,
  });
}

afterEach(() => toastStore.set([]));

describe('the profile actions', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks before blocking in its own dialog, with focus inside and back on the button after', async () => {
    const browserConfirm = vi.spyOn(window, 'confirm');
    const api = fakeApi({ 'POST /api/block.php': () => ({}) });
    renderActions();
    const blockButton = screen.getByRole('button', { name: 'Block' });
    blockButton.focus();
    fireEvent.click(blockButton);

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Block Anna\?/)).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(browserConfirm).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(blockButton);
    expect(api.calls('POST /api/block.php')).toHaveLength(0);

    fireEvent.click(blockButton);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(api.calls('POST /api/block.php')).toHaveLength(1));
    expect(api.calls('POST /api/block.php')[0]?.body).toEqual({ id: 2 });
    browserConfirm.mockRestore();
  });

  it('shows a like at once, before the server answers, then confirms it in a toast', async () => {
    const answer = deferred<object>();
    fakeApi({ 'POST /api/like.php': () => answer.promise });
    renderActions();
    const likeButton = screen.getByRole('button', { name: 'Like' });
    expect(likeButton.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(likeButton);
    const pressed = await screen.findByRole('button', { name: 'Liked' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(pressed.querySelector('.like-heart.filled.like-pop')).toBeTruthy();

    await act(async () => answer.resolve({ match: false }));
    await waitFor(() => expect(toastStore.get().map((toast) => toast.message)).toContain('You liked Anna.'));
  });
});

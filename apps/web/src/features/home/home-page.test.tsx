import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLikesResponse } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { fakeApi } from '../../test/fake-api';
import { confirmedMember } from '../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/render';
import { card, chat, chats, message } from '../chat/test-fixtures';
import { StartPage } from '../index/start-page';

const at = (day: number) => new Date(Date.UTC(2026, 10, day)).toISOString();

/** Anna liked the member long ago (seen), Bea lately (new); the member liked Anna back: a match. */
const likes: TLikesResponse = {
  profiles: [card(2, 'Anna'), card(3, 'Bea')],
  likes: [{ id: 2, like_new: false, created_at: at(12) }],
  liked_by: [
    { id: 2, like_new: false, created_at: at(11) },
    { id: 3, like_new: true, created_at: at(5) },
  ],
};

function server(answers: { likes: TLikesResponse; chats: ReturnType<typeof chats>; suggestions: unknown[] }) {
  return fakeApi({
    'GET /api/likes.php': () => answers.likes,
    'GET /api/chats.php': () => answers.chats,
    'GET /api/match-finder.php': () => ({ profiles: answers.suggestions }),
    'GET /api/featured-members.php': () => ({ profiles: [card(9, 'Cleo')] }),
  });
}

const section = (title: string) => screen.getByRole('region', { name: title });
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the start page', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('gives a logged-in member their home: new likes first, matches, unread conversations, suggestions', async () => {
    server({
      likes,
      chats: chats([
        chat(7, {
          profile: { ...card(2, 'Anna'), availability: 'available' },
          num_unread_messages: 3,
          last_message: message(1, { body: 'Coffee tomorrow?' }),
        }),
      ]),
      suggestions: [{ ...card(4, 'Dana'), shared_interests: [] }],
    });
    renderScreen(<StartPage />, { route: 'index', user: confirmedMember });

    await screen.findByRole('heading', { level: 1, name: 'Hi Sam!' });
    await screen.findByText('Coffee tomorrow?');
    // The new like comes first although it is older, and opens it on the likes page (which clears "new").
    expect(hrefs(section(en.home.likesTitle))).toEqual(['/likes/received', '/likes/m/3', '/members/2']);
    expect(within(section(en.home.likesTitle)).getByText(en.home.new)).toBeTruthy();
    expect(hrefs(section(en.home.matchesTitle))).toEqual(['/likes/matches', '/members/2']);
    const conversations = section(en.home.chatsTitle);
    expect(hrefs(conversations)).toEqual(['/chats', '/chats/7']);
    expect(within(conversations).getByText('3 unread')).toBeTruthy();
    expect(await within(section(en.home.suggestionsTitle)).findByText('Dana, 30')).toBeTruthy();
    // One call to action: what waits first.
    expect(screen.getByRole('link', { name: en.home.ctaLikes }).getAttribute('href')).toBe('/likes');
    expect(screen.queryByRole('heading', { level: 1, name: 'Test Dates' })).toBeNull();
  });

  it('tells a member with nothing yet what to do next in each section', async () => {
    server({ likes: { profiles: [], likes: [], liked_by: [] }, chats: chats([]), suggestions: [] });
    renderScreen(<StartPage />, { route: 'index', user: confirmedMember });

    await screen.findByText(en.home.likesEmpty);
    expect(await screen.findByText(en.home.matchesEmpty)).toBeTruthy();
    expect(await screen.findByText(en.home.chatsEmpty)).toBeTruthy();
    expect(await screen.findByText(en.home.suggestionsEmpty)).toBeTruthy();
    expect(within(section(en.home.matchesTitle)).getByRole('link', { name: en.home.matchesEmptyAction })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.home.ctaDiscover }).getAttribute('href')).toBe('/swipe-game');
  });

  it('keeps the landing page for a visitor and asks nothing of a member', async () => {
    const api = server({ likes, chats: chats([]), suggestions: [] });
    renderScreen(<StartPage />, { route: 'index', user: null });

    await screen.findByRole('heading', { level: 1, name: 'Test Dates' });
    await screen.findByText('Cleo, 30');
    expect(api.requests.map((request) => request.path)).toEqual(['/api/featured-members.php']);
  });
});

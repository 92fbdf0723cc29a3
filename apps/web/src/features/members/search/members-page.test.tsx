import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBERS_PAGE_SIZE, type TMembersResponse, type TUser } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { fakeApi, type TFakeRequest } from '../../../test/fake-api';
import { confirmedMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { card } from '../../chat/test-fixtures';
import { MembersPage } from './members-page';
import { enterValue } from '../../../test/enter-value';

const SEARCH = 'GET /api/members.php';

/** The server's page of results: `count` members in all, a full page of them unless fewer. */
function results(request: TFakeRequest, count = 3): TMembersResponse {
  const page = Number(request.query.get('page') ?? 1);
  const onPage = Math.max(0, Math.min(MEMBERS_PAGE_SIZE, count - (page - 1) * MEMBERS_PAGE_SIZE));
  const first = (page - 1) * MEMBERS_PAGE_SIZE + 100;
  return {
    results: Array.from({ length: onPage }, (_, index) => card(first + index, `Member ${first + index}`)),
    numResults: count,
    pageNumber: page,
    pageSize: MEMBERS_PAGE_SIZE,
    similar: [],
  };
}

function server(count = 3) {
  return fakeApi({
    [SEARCH]: (request) => results(request, count),
    'GET /api/regions.php': (request) => ({
      country: request.query.get('country'),
      regions:
        request.query.get('country') === 'NL'
          ? [
              { code: 'NL-UT', name: 'Utrecht', city: 'Utrecht' },
              { code: 'NL-NH', name: 'Noord-Holland', city: 'Amsterdam' },
            ]
          : [{ code: 'BE-VAN', name: 'Antwerpen', city: 'Antwerpen' }],
    }),
  });
}

function openSearch(url = '/members', user: TUser | null = confirmedMember) {
  return renderScreen(<MembersPage />, { route: 'members', url, user });
}

// Queries by label and text: role queries walk the whole tree (two selects of 82 ages) and are slow in jsdom.
const form = () => screen.getByLabelText(en.search.filtersLabel);
const button = (name: string) => within(form()).getByText(name);
/** Waits until the region list of the chosen country has loaded. */
const regionsLoaded = (region: string) => within(form()).findByText(region);
const choose = (label: string, value: string) => enterValue(within(form()).getByLabelText(label), value);
const selected = (label: string) => (within(form()).getByLabelText(label) as HTMLSelectElement).value;
/** What the last search asked the server, without the page when it is the first. */
const lastQuery = (api: ReturnType<typeof server>) => {
  const query = new URLSearchParams(api.calls(SEARCH).at(-1)?.query);
  if (query.get('page') === '1') query.delete('page');
  return query.toString();
};

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('scrollTo', () => undefined);
});

describe('the member search filters', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('starts a member without a last search at whom they seek, in the address and the search', async () => {
    const api = server();
    const { currentLocation } = openSearch();
    await screen.findByText('3 members found');
    expect(currentLocation().search).toBe('?gender=female');
    // One search: not first one without the filters brought back.
    expect(api.calls(SEARCH).map((request) => request.query.toString())).toEqual(['gender=female&page=1']);
    expect(selected(en.search.gender)).toBe('female');
  });

  it('keeps other parameters of the address when it brings filters back', async () => {
    server();
    const { currentLocation } = openSearch('/members?reactivated=1');
    await screen.findByText('3 members found');
    expect(currentLocation().search).toBe('?gender=female&reactivated=1');
  });

  it('puts the chosen filters into the address and the search, and remembers them', async () => {
    const api = server();
    const { currentLocation } = openSearch();
    await screen.findByText('3 members found');
    choose(en.search.gender, 'male');
    choose(en.profileOptions.fields.country, 'NL');
    await regionsLoaded('Utrecht');
    choose(en.profileOptions.fields.region, 'NL-UT');
    choose(en.search.minAge, '25');
    choose(en.search.maxAge, '40');
    fireEvent.click(button(en.search.submit));

    const wanted = 'gender=male&country=NL&countryregion=NL-UT&min_age=25&max_age=40';
    await waitFor(() => expect(currentLocation().search).toBe(`?${wanted}`));
    await waitFor(() => expect(lastQuery(api)).toBe(wanted));
    expect(localStorage.getItem('last-search')).toBe(wanted);
    expect(selected(en.profileOptions.fields.region)).toBe('NL-UT');
  });

  it('lets a member put the nearest first', async () => {
    const api = server();
    const { currentLocation } = openSearch();
    await screen.findByText('3 members found');
    expect(selected(en.search.sort)).toBe('recent');
    choose(en.search.sort, 'distance');
    fireEvent.click(button(en.search.submit));
    await waitFor(() => expect(currentLocation().search).toBe('?gender=female&sort=distance'));
    await waitFor(() => expect(lastQuery(api)).toBe('gender=female&sort=distance'));
    expect(selected(en.search.sort)).toBe('distance');
  });

  it('offers a visitor no nearest first: the server knows no place of theirs', async () => {
    server();
    openSearch('/members?gender=female', null);
    await screen.findByText('3 members found');
    expect(within(form()).queryByLabelText(en.search.sort)).toBeNull();
  });

  it('swaps an age range entered the wrong way round', async () => {
    server();
    const { currentLocation } = openSearch();
    await screen.findByText('3 members found');
    choose(en.search.minAge, '50');
    choose(en.search.maxAge, '30');
    fireEvent.click(button(en.search.submit));
    await waitFor(() => expect(currentLocation().search).toBe('?gender=female&min_age=30&max_age=50'));
    expect(selected(en.search.minAge)).toBe('30');
    expect(selected(en.search.maxAge)).toBe('50');
  });

  it('drops from an address what the server would refuse, and orders its age range', async () => {
    const api = server();
    openSearch('/members?gender=robot&min_age=12&max_age=150&page=0&country=nl&countryregion=utrecht');
    await screen.findByText('3 members found');
    expect(lastQuery(api)).toBe('country=NL');
    expect(selected(en.search.gender)).toBe('');
    expect(selected(en.search.minAge)).toBe('');
    expect(selected(en.search.maxAge)).toBe('');

    openSearch('/members?min_age=60&max_age=20');
    await waitFor(() => expect(lastQuery(api)).toBe('min_age=20&max_age=60'));
  });

  it('leaves the region out when the country changes', async () => {
    const api = server();
    const { currentLocation } = openSearch('/members?country=NL&countryregion=NL-UT');
    await screen.findByText('3 members found');
    await regionsLoaded('Utrecht');
    choose(en.profileOptions.fields.country, 'BE');
    expect(selected(en.profileOptions.fields.region)).toBe('');
    fireEvent.click(button(en.search.submit));
    await waitFor(() => expect(currentLocation().search).toBe('?country=BE'));
    await waitFor(() => expect(lastQuery(api)).toBe('country=BE'));
  });

  it('resets to everyone, and a later visit starts from the reset search', async () => {
    const api = server();
    const { currentLocation } = openSearch('/members?gender=male&min_age=30');
    await screen.findByText('3 members found');
    fireEvent.click(button(en.search.reset));
    await waitFor(() => expect(currentLocation().search).toBe(''));
    await waitFor(() => expect(lastQuery(api)).toBe(''));
    expect(selected(en.search.gender)).toBe('');
    expect(selected(en.search.minAge)).toBe('');

    const later = openSearch();
    await waitFor(() => expect(later.currentLocation().search).toBe(''));
    expect(lastQuery(api)).toBe('');
  });

  it('pages through the results and starts a new search on page 1', async () => {
    const api = server(60);
    const { currentLocation } = openSearch('/members?gender=female');
    await screen.findByText('60 members found');
    fireEvent.click(screen.getByText('2', { selector: '.page-link' }));
    await waitFor(() => expect(currentLocation().search).toBe('?gender=female&page=2'));
    await waitFor(() => expect(lastQuery(api)).toBe('gender=female&page=2'));
    await screen.findByText('Member 124, 30');

    choose(en.search.minAge, '30');
    fireEvent.click(button(en.search.submit));
    await waitFor(() => expect(currentLocation().search).toBe('?gender=female&min_age=30'));
  });
});

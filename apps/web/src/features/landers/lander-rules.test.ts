import { describe, expect, it } from 'vitest';
import { collageTile, LANDER_AUDIENCES, nicheAudience, tastefulInterests, type TLanderMember } from '@app/shared';
import en from '@app/shared/locales/en.json';
import {
  feedLikes,
  feedMinutesAgo,
  membersSharing,
  millisecondsUntilMidnight,
  onlineFirst,
  pinPosition,
  popularInterests,
  regionCounts,
  spreadPins,
  videoSources,
  viewBoxRatio,
} from './lander-rules';

function member(id: number, patch: Partial<TLanderMember> = {}): TLanderMember {
  return {
    id,
    name: `M${id}`,
    age: 30,
    city: 'Haarlem',
    country: 'NL',
    main_image: { filename: `m${id}.jpg`, card_filename: `m${id}-c.webp`, thumb_filename: `m${id}-t.webp` },
    fictional: true,
    online_recently: false,
    verified: false,
    interests: [],
    about: '',
    region_name: 'Noord-Holland',
    map: null,
    ...patch,
  };
}

describe('niche copy', () => {
  it('names whom each niche puts forward: mature women for gilf and milf, men for gay', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(nicheAudience)).toEqual([
      'women',
      'women',
      'openMinded',
      'curvy',
      'mature',
      'mature',
      'men',
    ]);
    expect(nicheAudience(99)).toBe('women');
  });

  it('has English words for every audience, plain and at the start of a sentence', () => {
    for (const audience of LANDER_AUDIENCES) {
      expect(en.landers.who[audience]).toMatch(/^[a-z]/);
      expect(en.landers.whoTitle[audience]).toMatch(/^[A-Z]/);
    }
    expect(en.landers.who.mature).toBe('mature women');
    expect(en.landers.who.men).toBe('men');
  });
});

describe('interests on landers', () => {
  it('leaves explicit interests out', () => {
    expect(tastefulInterests(['hiking', 'sex', 'wine', 'threesome', 'bondage'])).toEqual(['hiking', 'wine']);
  });

  it('offers the most shared interests first', () => {
    const members = [
      member(1, { interests: ['wine', 'hiking'] }),
      member(2, { interests: ['wine', 'sex'] }),
      member(3, { interests: ['travelling', 'wine', 'hiking'] }),
    ];
    expect(popularInterests(members, 2)).toEqual(['wine', 'hiking']);
  });

  it('puts the members sharing most of a pick first, and nobody sharing nothing', () => {
    const members = [
      member(1, { interests: ['wine'] }),
      member(2, { interests: ['beach'] }),
      member(3, { interests: ['wine', 'hiking'] }),
      member(4, { interests: ['hiking'] }),
    ];
    const ranked = membersSharing(members, ['wine', 'hiking']);
    expect(ranked.map((entry) => entry.member.id)).toEqual([3, 1, 4]);
    expect(ranked[0]!.shared).toEqual(['wine', 'hiking']);
    expect(membersSharing(members, []).map((entry) => entry.member.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('member order and layout', () => {
  it('shows the members online now first', () => {
    const members = [member(1), member(2, { online_recently: true }), member(3), member(4, { online_recently: true })];
    expect(onlineFirst(members, 3).map((entry) => entry.id)).toEqual([2, 4, 1]);
  });

  it('gives the collage a repeating rhythm of tile sizes, starting large', () => {
    expect(collageTile(0)).toBe('big');
    expect(collageTile(12)).toBe('big');
    expect(new Set(Array.from({ length: 12 }, (_, index) => collageTile(index)))).toEqual(
      new Set(['big', 'tall', 'wide', 'small']),
    );
  });

  it('keeps a feed post the same for the same member, newest on top', () => {
    expect(feedLikes(17)).toBe(feedLikes(17));
    for (const id of [1, 50, 999]) expect(feedLikes(id)).toBeGreaterThanOrEqual(14);
    const ages = [0, 1, 2, 3, 4, 5, 6, 7].map(feedMinutesAgo);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
  });
});

describe('the map', () => {
  it('places a point in percent of the view box', () => {
    expect(pinPosition('0 0 600 420', { x: 300, y: 105 })).toEqual({ left: 50, top: 25 });
    expect(pinPosition('100 50 200 100', { x: 150, y: 100 })).toEqual({ left: 25, top: 50 });
  });

  it('places nothing outside the map or on a broken view box', () => {
    expect(pinPosition('0 0 600 420', { x: 700, y: 10 })).toBeNull();
    expect(pinPosition('nonsense', { x: 1, y: 1 })).toBeNull();
    expect(pinPosition('0 0 0 0', { x: 0, y: 0 })).toBeNull();
  });

  it('knows the shape of the map before it draws', () => {
    expect(viewBoxRatio('0 0 600 420')).toBe(1.429);
    expect(viewBoxRatio('bad')).toBe(1);
  });

  it('spreads members of one region around its spot, and leaves lone pins where they are', () => {
    const pins = spreadPins(
      [
        { item: 1, left: 50, top: 50 },
        { item: 2, left: 50.2, top: 49.9 },
        { item: 3, left: 50, top: 50 },
        { item: 4, left: 10, top: 80 },
      ],
      1,
    );
    expect(pins[0]).toEqual({ item: 1, left: 50, top: 50 });
    expect(pins[3]).toEqual({ item: 4, left: 10, top: 80 });
    const spots = new Set(pins.map((pin) => `${pin.left}:${pin.top}`));
    expect(spots.size).toBe(4);
    for (const pin of pins) {
      expect(pin.left).toBeGreaterThanOrEqual(3);
      expect(pin.left).toBeLessThanOrEqual(97);
    }
  });

  it('counts where the members live, the busiest region first', () => {
    const members = [
      member(1, { region_name: 'Utrecht' }),
      member(2, { region_name: 'Zeeland' }),
      member(3, { region_name: 'Utrecht' }),
      member(4, { region_name: null, city: 'Gent' }),
    ];
    expect(regionCounts(members)).toEqual([
      ['Utrecht', 2],
      ['Zeeland', 1],
      ['Gent', 1],
    ]);
  });
});

describe('the video and the night', () => {
  it('offers WebM before MP4, under the CDN prefix', () => {
    expect(videoSources({ webm: 'v/a.webm', mp4: 'v/a.mp4', poster: 'v/a.jpg' }, '/media/')).toEqual({
      poster: '/media/v/a.jpg',
      sources: [
        { src: '/media/v/a.webm', type: 'video/webm' },
        { src: '/media/v/a.mp4', type: 'video/mp4' },
      ],
    });
  });

  it('counts down to the next local midnight', () => {
    expect(millisecondsUntilMidnight(new Date(2026, 5, 1, 22, 30, 0))).toBe(90 * 60_000);
    expect(millisecondsUntilMidnight(new Date(2026, 5, 1, 0, 0, 0))).toBe(24 * 3_600_000);
  });
});

import { tastefulInterests, type TLanderMember } from '@app/shared';

/** The interests most members on the page share, most common first (ties in the order first seen). */
export function popularInterests(members: readonly TLanderMember[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const member of members)
    for (const key of tastefulInterests(member.interests)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key]) => key);
}

/**
 * Members for the interests a visitor picked: those sharing most first, with what they share; nobody
 * shares nothing. Without a pick, everyone in the order given.
 */
export function membersSharing(
  members: readonly TLanderMember[],
  picked: readonly string[],
): { member: TLanderMember; shared: string[] }[] {
  const ranked = members.map((member, index) => ({
    member,
    index,
    shared: member.interests.filter((key) => picked.includes(key)),
  }));
  if (picked.length === 0) return ranked.map(({ member }) => ({ member, shared: [] }));
  return ranked
    .filter((entry) => entry.shared.length > 0)
    .sort((a, b) => b.shared.length - a.shared.length || a.index - b.index)
    .map(({ member, shared }) => ({ member, shared }));
}

/** Members online now first, then the others, as many as asked for. */
export function onlineFirst(members: readonly TLanderMember[], count: number): TLanderMember[] {
  return [...members.filter((member) => member.online_recently), ...members.filter((m) => !m.online_recently)].slice(
    0,
    count,
  );
}

/** A steady like count for a feed post (the same member always shows the same figure). */
export function feedLikes(memberId: number): number {
  return 14 + ((memberId * 37) % 160);
}

/** How long ago a feed post was made, in minutes: newest on top, a few minutes to some hours apart. */
export function feedMinutesAgo(position: number): number {
  return 4 + position * 23 + ((position * position * 7) % 19);
}

/** Where a map point (in the SVG's own coordinates) sits, in percent of the drawn map's box. */
export function pinPosition(viewBox: string, point: { x: number; y: number }): { left: number; top: number } | null {
  const [minX, minY, width, height] = viewBox.split(/[\s,]+/).map(Number);
  if (![minX, minY, width, height].every((value) => Number.isFinite(value)) || !width || !height) return null;
  const left = ((point.x - minX!) / width) * 100;
  const top = ((point.y - minY!) / height) * 100;
  if (left < 0 || left > 100 || top < 0 || top > 100) return null;
  return { left: Math.round(left * 100) / 100, top: Math.round(top * 100) / 100 };
}

/**
 * Members of one region share its map position: the second and later ones at a spot are laid on a
 * small spiral around it (golden angle), so every photo shows. `ratio` is the map's width / height,
 * which keeps the spiral round; `step` is the spacing in percent of the width.
 */
export function spreadPins<T>(
  pins: readonly { item: T; left: number; top: number }[],
  ratio: number,
  step = 4.5,
): { item: T; left: number; top: number }[] {
  const seen = new Map<string, number>();
  return pins.map((pin) => {
    const spot = `${Math.round(pin.left)}:${Math.round(pin.top)}`;
    const index = seen.get(spot) ?? 0;
    seen.set(spot, index + 1);
    if (index === 0) return pin;
    const angle = index * 2.39996;
    const radius = step * Math.sqrt(index);
    const clamp = (value: number) => Math.round(Math.min(97, Math.max(3, value)) * 100) / 100;
    return {
      item: pin.item,
      left: clamp(pin.left + radius * Math.cos(angle)),
      top: clamp(pin.top + radius * Math.sin(angle) * ratio),
    };
  });
}

/** The width-to-height ratio of an SVG view box, so the map's box keeps its shape before it draws. */
export function viewBoxRatio(viewBox: string): number {
  const [, , width, height] = viewBox.split(/[\s,]+/).map(Number);
  return width && height ? Math.round((width / height) * 1000) / 1000 : 1;
}

/** Where the members live, by region (else city), the most populated first. */
export function regionCounts(members: readonly TLanderMember[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const member of members) {
    const region = member.region_name ?? member.city;
    counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

/** The video's sources in the order a browser should try them, with the poster, under the CDN prefix. */
export function videoSources(video: { webm: string; mp4: string; poster: string }, cdnPrefix: string) {
  return {
    poster: `${cdnPrefix}${video.poster}`,
    sources: [
      { src: `${cdnPrefix}${video.webm}`, type: 'video/webm' },
      { src: `${cdnPrefix}${video.mp4}`, type: 'video/mp4' },
    ],
  };
}

/** Milliseconds until the next local midnight: "tonight ends in …". */
export function millisecondsUntilMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - now.getTime();
}

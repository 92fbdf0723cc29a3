import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { FACE_MATCH_THRESHOLD } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStorage } from '../../photos/media-storage';
import { renderDemoPhotos } from '../../seed/demo-photos';
import { faceDistance } from './face-distance';
import { PhotoScreeningError, PhotoScreeningPool } from './photo-screening-pool';
import type { TPhotoFace, TPhotoScreening } from './photo-screening-types';

// The real models in the real worker (started through tsx, as in dev), on real faces: face-api's own sample
// photo of three women (demo/sample1.jpg in its npm package) and pictures cut and changed from it.
const faceApiDir = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
const GROUP_PHOTO = fs.readFileSync(path.join(faceApiDir, 'demo', 'sample1.jpg'));

let pool: PhotoScreeningPool;
let group: TPhotoScreening;
let portrait: Buffer;

/** Head and shoulders of one face: its box grown to three times its size, as a member's portrait is framed. */
function portraitOf(face: TPhotoFace, image: TPhotoScreening['image']): Promise<Buffer> {
  const { x, y, width, height } = face.box;
  const left = Math.max(0, Math.round(x - width));
  const top = Math.max(0, Math.round(y - height));
  return sharp(GROUP_PHOTO)
    .extract({
      left,
      top,
      width: Math.min(width * 3, image.width - left),
      height: Math.min(height * 3, image.height - top),
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function topClass(screening: TPhotoScreening): string {
  return Object.entries(screening.nsfw).sort((a, b) => b[1] - a[1])[0]![0];
}

beforeAll(async () => {
  pool = new PhotoScreeningPool();
  group = await pool.screen(GROUP_PHOTO);
  portrait = await portraitOf(group.faces[0]!, group.image);
});

afterAll(() => pool.close());

describe('photo screening', () => {
  it('finds the three faces of a group photo, with ages, boxes in its own pixels and 128-number descriptors', () => {
    expect(group.image).toEqual({ width: 1920, height: 1280 });
    expect(group.faces).toHaveLength(3);
    for (const face of group.faces) {
      expect(face.score).toBeGreaterThan(0.9);
      expect(face.descriptor).toHaveLength(128);
      // Young adults: the estimate is rough, but far from a child's or a pensioner's.
      expect(face.age).toBeGreaterThan(18);
      expect(face.age).toBeLessThan(40);
      expect(face.gender).toBe('female');
      expect(face.box.x + face.box.width).toBeLessThanOrEqual(1920);
      expect(face.box.y + face.box.height).toBeLessThanOrEqual(1280);
      expect(face.box.width).toBeGreaterThan(100);
    }
    expect(group.faces.map((face) => face.score)).toEqual(group.faces.map((face) => face.score).sort((a, b) => b - a));
  });

  it('finds one face in a portrait, which the NSFW model calls neutral', async () => {
    const screening = await pool.screen(portrait);
    expect(screening.faces).toHaveLength(1);
    expect(topClass(screening)).toBe('neutral');
    expect(screening.nsfw.neutral).toBeGreaterThan(0.8);
    expect(screening.explicit).toBeLessThan(0.1);
    const sum = Object.values(screening.nsfw).reduce((total, value) => total + value, 0);
    expect(sum).toBeCloseTo(1, 3);
  });

  it('finds no face in a plain colour picture', async () => {
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6f9fd8' } })
      .png()
      .toBuffer();
    const screening = await pool.screen(plain);
    expect(screening.faces).toEqual([]);
    expect(screening.image).toEqual({ width: 800, height: 600 });
  });

  it('takes a shrunk, recompressed or mirrored copy of a face for the same person', async () => {
    const original = group.faces[0]!.descriptor;
    const copies = await Promise.all([
      Promise.resolve(portrait),
      sharp(portrait).resize(220).jpeg({ quality: 45 }).toBuffer(),
      sharp(portrait).flop().toBuffer(),
    ]);
    for (const copy of copies) {
      const [face, ...others] = (await pool.screen(copy)).faces;
      expect(others).toEqual([]);
      expect(faceDistance(face!.descriptor, original)).toBeLessThan(FACE_MATCH_THRESHOLD);
    }
  });

  it('keeps the three different women apart', () => {
    const [a, b, c] = group.faces.map((face) => face.descriptor) as [number[], number[], number[]];
    for (const [first, second] of [
      [a, b],
      [a, c],
      [b, c],
    ] as const) {
      expect(faceDistance(first, second)).toBeGreaterThan(FACE_MATCH_THRESHOLD);
    }
  });

  it('sees the seed’s illustrated demo portraits as drawings without a face', async () => {
    const files = new Map<string, Buffer>();
    const media: MediaStorage = {
      put: async (name, bytes) => void files.set(name, bytes),
      remove: async () => undefined,
      read: async (name) => files.get(name) ?? null,
      list: async function* () {},
    };
    for (const photo of await renderDemoPhotos(media, 1)) {
      const screening = await pool.screen(files.get(photo.filename)!);
      // Our own artwork, not photographs: a face check on profile photos would have to leave demo members out.
      expect(screening.faces).toEqual([]);
      expect(topClass(screening)).toBe('drawing');
      expect(screening.explicit).toBeLessThan(0.2);
    }
  });

  it('refuses bytes that are no picture, and the same worker goes on', async () => {
    const refusal: unknown = await pool.screen(Buffer.from('not a picture')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PhotoScreeningError);
    expect((refusal as PhotoScreeningError).code).toBe('unreadable_image');
    const before = await pool.stats();
    await pool.screen(portrait);
    const after = await pool.stats();
    // No tensor outlives a picture: the count is the models' weights alone.
    expect(after.tensors).toBe(before.tensors);
    expect(after.screened).toBe(before.screened + 1);
    expect(pool.starts).toBe(1);
  });
});

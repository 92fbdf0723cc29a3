import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { uploadPhoto } from '../photos/photos.service';
import { settleAfterCommitWork } from '../db/after-commit';
import type { TSiteRow } from '../sites/sites.queries';
import { multipartForm, type FixtureConsole } from './fixture-console';

/** A photo's review state: 'approved' by a moderator (or at once on a site that does not review), or still 'pending'. */
export type TFixturePhoto = 'approved' | 'pending';

let portrait: Promise<Buffer> | undefined;

/**
 * A real portrait, encoded once per test file: what a member would upload. One woman's head and shoulders cut from
 * face-api's own sample photo (demo/sample1.jpg in its npm package), so the photo models find one adult face in it
 * and leave it live (issue 20): a picture without a face as a main photo would wait for a moderator.
 */
export function fixturePortrait(): Promise<Buffer> {
  const faceApiDir = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
  portrait ??= sharp(path.join(faceApiDir, 'demo', 'sample1.jpg'))
    .extract({ left: 237, top: 163, width: 531, height: 956 })
    .resize(300, 400, { fit: 'cover' })
    .jpeg({ quality: 70 })
    .toBuffer();
  return portrait;
}

/**
 * Photos through the upload the product uses: a member's own upload (photos/photos.service.ts), approved
 * by a moderator in the console where the site reviews photos; a fictional profile's through the console's
 * upload, active at once as staff chose it. Answers the photos' ids in upload order, once the work after each
 * commit is done.
 */
export async function addMemberPhotos(
  app: FastifyInstance,
  staffConsole: FixtureConsole,
  site: TSiteRow,
  member: { userId: number; fictional: boolean },
  wanted: number | readonly TFixturePhoto[],
): Promise<number[]> {
  const states: readonly TFixturePhoto[] =
    typeof wanted === 'number' ? Array.from({ length: wanted }, () => 'approved' as const) : wanted;
  const ids: number[] = [];
  for (const state of states) {
    const bytes = await fixturePortrait();
    if (member.fictional) {
      if (state === 'pending') throw new Error('staff’s photos of a fictional profile are never pending');
      const form = multipartForm({ user: String(member.userId) }, { field: 'photo', bytes });
      const answer = await staffConsole.call({
        method: 'POST',
        url: '/api/admin/fictional-photo.php',
        expect: 201,
        headers: { 'content-type': form.contentType },
        payload: form.payload,
      });
      ids.push((answer.json() as { photo: { id: number } }).photo.id);
      continue;
    }
    const photo = await uploadPhoto(app.deps, site, member.userId, bytes);
    if (state === 'pending' && photo.status !== 'pending')
      throw new Error(`site ${site.id} does not review photos: an upload is never pending there`);
    if (state === 'approved' && photo.status === 'pending')
      await staffConsole.call({
        method: 'POST',
        url: '/api/admin/photos.php',
        expect: 200,
        payload: { photo: photo.id, decision: 'approve' },
      });
    ids.push(photo.id);
  }
  // As a member sees them a moment later: the main photo's card copy is made just after the commit.
  await settleAfterCommitWork();
  return ids;
}

/** The fixture portrait in a colour of its own: another photo of a member, different byte for byte. */
export async function tintedPortrait(colour: string): Promise<Buffer> {
  return sharp(await fixturePortrait())
    .tint(colour)
    .jpeg({ quality: 80 })
    .toBuffer();
}

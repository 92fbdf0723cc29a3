import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaStorage } from '../photos/media-storage';
import { slideshowFrames, VIDEO_FPS, VIDEO_HEIGHT, VIDEO_WIDTH, type TSlideshowStyle } from './slideshow-frames';

const require = createRequire(import.meta.url);
/** ffmpeg ships inside an npm package (@ffmpeg-installer): nothing to install on the machine. */
const FFMPEG = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
/** Bump when the look changes, so cached videos are made again. */
const VIDEO_VERSION = 1;

export interface TLanderVideo {
  webm: string;
  mp4: string;
  poster: string;
}

const inProgress = new Map<string, Promise<TLanderVideo | null>>();

function encode(frames: AsyncGenerator<Buffer>, outputs: { webm: string; mp4: string }): Promise<void> {
  const child = spawn(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${VIDEO_WIDTH}x${VIDEO_HEIGHT}`,
      '-r',
      String(VIDEO_FPS),
      '-i',
      '-',
      // VP9 for browsers that have it, H.264 for the others (Safari); both small and muted.
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-row-mt',
      '1',
      '-an',
      outputs.webm,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      outputs.mp4,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const done = new Promise<void>((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${errors}`)))),
  );
  return (async () => {
    for await (const frame of frames)
      if (!child.stdin.write(frame)) await new Promise((resolve) => child.stdin.once('drain', resolve));
    child.stdin.end();
    await done;
  })();
}

/**
 * A lander's video made from our own portraits (spec issue: no stock footage): rendered once per site,
 * niche and style, then kept in the media storage. Answers null while it is being made; the page shows
 * a slideshow until then.
 */
export function landerVideo(
  media: MediaStorage,
  key: { siteId: number; niche: number; style: TSlideshowStyle },
  photoNames: () => Promise<string[]>,
  log: { error(object: unknown, message: string): void },
): Promise<TLanderVideo | null> {
  const base = `landers/${key.siteId}-${key.niche}-${key.style}-v${VIDEO_VERSION}`;
  const names = { webm: `${base}.webm`, mp4: `${base}.mp4`, poster: `${base}.jpg` };
  return (async () => {
    if (await media.read(names.poster)) return names;
    if (!inProgress.has(base)) {
      const job = make(media, names, key.style, photoNames)
        .catch((error) => {
          log.error({ err: error }, 'making a lander video failed');
          return null;
        })
        .finally(() => inProgress.delete(base));
      inProgress.set(base, job);
    }
    return null;
  })();
}

async function make(
  media: MediaStorage,
  names: TLanderVideo,
  style: TSlideshowStyle,
  photoNames: () => Promise<string[]>,
) {
  const photos = (await Promise.all((await photoNames()).map((name) => media.read(name)))).filter(
    (photo): photo is Buffer => photo !== null,
  );
  if (photos.length < 3) return null;
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lander-video-'));
  try {
    const webm = path.join(folder, 'video.webm');
    const mp4 = path.join(folder, 'video.mp4');
    await encode(slideshowFrames(photos, style), { webm, mp4 });
    const poster = await sharp(photos[0])
      .resize(VIDEO_WIDTH, VIDEO_HEIGHT, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 70 })
      .toBuffer();
    await media.put(names.webm, await fs.readFile(webm), 'video/webm');
    await media.put(names.mp4, await fs.readFile(mp4), 'video/mp4');
    // The poster goes last: its presence says the video is complete.
    await media.put(names.poster, poster, 'image/jpeg');
    return names;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

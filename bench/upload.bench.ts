// npm run bench:upload — photo uploads through the API (decode, re-encode, thumbnail, blurred variant,
// store, database row) next to the same processing in a bare loop and a bare sharp thumbnail loop,
// all on one 1600×1200 JPEG. Uploads run one at a time; each is deleted again to stay under the limit.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalMediaStorage } from '../apps/server/src/photos/local-media-storage';
import { processPhoto } from '../apps/server/src/photos/photo-processing';
import { startTarget } from './run-target';

const ROUNDS = 40;
// Noise makes it compress like a real photo (a flat colour would be a few KB).
const image = await sharp({
  create: {
    width: 1600,
    height: 1200,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 90 })
  .toBuffer();

async function timed(rounds: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const started = process.hrtime.bigint();
  for (let round = 0; round < rounds; round++) await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return rounds / seconds;
}

const app = await startTarget('app-server.ts');
const [port, cookie = ''] = app.fields;
const base = `http://127.0.0.1:${port}`;
const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-upload-'));
try {
  const throughApi = await timed(ROUNDS, async () => {
    const form = new FormData();
    form.append('photo', new Blob([image], { type: 'image/jpeg' }), 'bench.jpg');
    const response = await fetch(`${base}/api/photos.php`, { method: 'POST', body: form, headers: { cookie } });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    const { photo } = (await response.json()) as { photo: { id: number } };
    await fetch(`${base}/api/photos.php`, {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ id: photo.id }),
    });
  });
  // The same local storage the server uses by default: three atomic file writes per photo.
  const media = new LocalMediaStorage(mediaDir, `${mediaDir}-private`);
  const bareProcessing = await timed(ROUNDS, () => processPhoto(image, media));
  const bareThumbnail = await timed(ROUNDS, () =>
    sharp(image).resize(200, 200, { position: 'attention' }).webp({ quality: 78 }).toBuffer(),
  );
  console.log(`\n1600×1200 JPEG (${(image.length / 1024).toFixed(0)} KB), ${ROUNDS} rounds each, one at a time.`);
  console.log('| path | photos/s | vs bare processing |');
  console.log('| --- | ---: | ---: |');
  const row = (name: string, rate: number) =>
    console.log(`| ${name} | ${rate.toFixed(1)} | ${((rate / bareProcessing) * 100).toFixed(0)}% |`);
  row('POST /api/photos.php (+ DELETE)', throughApi);
  row('bare processPhoto loop (photo, thumbnail, blur, files)', bareProcessing);
  row('bare sharp thumbnail loop (200×200 WebP only)', bareThumbnail);
} finally {
  app.child.kill('SIGTERM');
  await fs.rm(mediaDir, { recursive: true, force: true });
  await fs.rm(`${mediaDir}-private`, { recursive: true, force: true });
}

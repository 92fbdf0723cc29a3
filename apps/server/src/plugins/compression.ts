import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Pages and JSON answers over 1 KB go out compressed when the browser says it takes it: on a phone the
 * document, the settings, the featured members and a lander's profiles (10 KB) arrive sooner (issue 19 item 5;
 * Lighthouse listed them). Brotli at quality 4 and gzip at 6 cost a few tens of microseconds for such sizes;
 * built assets are already compressed on disk (plugins/web.ts) and images are not compressible, so they go out
 * as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

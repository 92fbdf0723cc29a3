import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { SIGNED_MEDIA_PATH } from './media-signing';
import { readSignedMedia } from './signed-media.service';

const ZSignedMediaQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

/**
 * GET /media-signed/<private name>?expires=&signature=: a private file for whoever holds an address the
 * app issued in the last minutes. Any refusal (no, wrong, expired or another file's signature, no file)
 * is the same 404, so probing learns nothing. Kept by the browser until the address expires, never by a
 * shared cache.
 */
export function registerSignedMediaRoutes(app: FastifyInstance): void {
  const { deps } = app;
  app.get<{ Params: { '*': string } }>(`${SIGNED_MEDIA_PATH}*`, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const query = ZSignedMediaQuery.safeParse(req.query);
    if (!query.success) throw new AppError('not_found');
    const file = await readSignedMedia(deps, req.params['*'], query.data);
    return reply
      .header('cache-control', `private, max-age=${file.secondsLeft}`)
      .header('content-type', file.contentType)
      .send(file.bytes);
  });
}

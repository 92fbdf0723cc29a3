import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES, ZPhotoResponse } from '@app/shared';
import { AppError } from '../lib/errors';
import { defineMemberRoute } from '../lib/route';
import { uploadPhoto } from './photos.service';

export async function registerPhotoRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5 } });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/photos.php',
    summary:
      'Upload a photo (multipart field "photo"; JPEG, PNG or WebP by content, at most 10 MB). 403 photo_limit: free 3, premium 25.',
    response: ZPhotoResponse,
    status: 201,
    handler: async ({ req, member }) => {
      const file = await req.file();
      if (!file || file.fieldname !== 'photo') throw new AppError('invalid_input', { fields: { photo: ['required'] } });
      const bytes = await file.toBuffer();
      return { photo: await uploadPhoto(deps, req.site, member.userId, bytes) };
    },
  });
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES, ZOkResponse, ZPhotoIdBody, ZPhotoMainBody, ZPhotoResponse } from '@app/shared';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { readMultipartForm } from '../lib/multipart-form';
import { defineMemberRoute } from '../lib/route';
import { deletePhoto, listOwnPhotos, photoLimitOf, setMainPhoto, uploadPhoto } from './photos.service';
import { ZOwnPhoto } from '@app/shared';

export async function registerPhotoRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5 } });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/photos.php',
    summary:
      'Upload a photo (multipart field "photo"; JPEG, PNG or WebP by content, at most 10 MB). 403 photo_limit: free 3, premium 25.',
    multipartFile: 'photo',
    response: ZPhotoResponse,
    status: 201,
    handler: async ({ req, member }) => {
      const { file } = await readMultipartForm(req, 'photo');
      if (!file) throw new AppError('invalid_input', { fields: { photo: ['required'] } });
      return { photo: await uploadPhoto(deps, req.site, member.userId, file) };
    },
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/photos.php',
    summary: "The member's own photos (main first, pending ones included) and their photo limit.",
    response: z.object({ photos: z.array(ZOwnPhoto), limit: z.number().int() }),
    handler: async ({ req, member }) => {
      const profile = await deps.db
        .selectFrom('profiles')
        .innerJoin('users', 'users.id', 'profiles.user_id')
        .select(['profiles.main_photo_id', 'users.paid_user'])
        .where('profiles.user_id', '=', member.userId)
        .executeTakeFirstOrThrow();
      return {
        photos: await listOwnPhotos(deps, req.site, member.userId, profile.main_photo_id),
        limit: photoLimitOf(profile.paid_user),
      };
    },
  });

  defineMemberRoute(app, {
    method: 'DELETE',
    url: '/api/photos.php',
    summary: 'Delete one of your photos `{ id }`; the next approved photo becomes the main one if needed.',
    body: ZPhotoIdBody,
    response: ZOkResponse,
    handler: async ({ member, body }) => {
      await deletePhoto(deps, member.userId, body.id);
      return { ok: true as const };
    },
  });

  defineMemberRoute(app, {
    method: 'PUT',
    url: '/api/photos.php',
    summary: 'Make one of your approved photos the main photo `{ id, main: true }`.',
    body: ZPhotoMainBody,
    response: ZOkResponse,
    handler: async ({ member, body }) => {
      await setMainPhoto(deps, member.userId, body.id);
      return { ok: true as const };
    },
  });
}

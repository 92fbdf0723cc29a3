import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZAdminFictionalCreate,
  ZAdminFictionalListQuery,
  ZAdminFictionalProfile,
  ZAdminFictionalRow,
  ZAdminFictionalUpdate,
  ZOwnPhoto,
  ZRowId,
} from '@app/shared';
import { defineStaffRoute } from '../staff-route';
import { fieldError, parseFormFields } from './admin-input';
import { readMultipartForm } from '../../lib/multipart-form';
import { addFictionalPhoto, deleteFictionalPhoto, setFictionalMainPhoto } from './fictional-photos.service';
import { createFictional, getFictional, listFictional, updateFictional } from './fictional.service';

const ZProfileResponse = z.object({ profile: ZAdminFictionalProfile });

/** Fictional profiles of a site and their photos (admins only); they stay fictional whatever is changed. */
export function registerFictionalRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'fictional.edit',
    method: 'GET',
    url: '/api/admin/fictional.php',
    summary: 'Fictional profiles of a site `?site=&page=&q=` (q: part of the name), newest first, 50 a page.',
    query: ZAdminFictionalListQuery,
    response: z.object({ profiles: z.array(ZAdminFictionalRow), page: z.number().int(), has_more: z.boolean() }),
    handler: async ({ query }) => listFictional(deps, query.site, query.page ?? 1, query.q),
  });

  defineStaffRoute(app, {
    action: 'fictional.edit',
    method: 'GET',
    url: '/api/admin/fictional-profile.php',
    summary: 'One fictional profile `?user=` with every field and its photos.',
    query: z.object({ user: ZRowId }),
    response: ZProfileResponse,
    handler: async ({ query }) => ({ profile: await getFictional(deps, query.user) }),
  });

  defineStaffRoute(app, {
    action: 'fictional.edit',
    method: 'POST',
    url: '/api/admin/fictional.php',
    summary:
      'A new fictional profile `{ site, name, date_of_birth, gender, sexuality, seeking, country, region?, city?, about?, interests?, hair_color?, eye_color?, body_type?, relationship_status? }` with the rules of PUT /api/profile.php (age at least the site’s min_age, country of the site, region of the country).',
    body: ZAdminFictionalCreate,
    response: ZProfileResponse,
    status: 201,
    handler: async ({ req, member: staff, body }) => ({ profile: await createFictional(deps, staff, req, body) }),
  });

  defineStaffRoute(app, {
    action: 'fictional.edit',
    method: 'PUT',
    url: '/api/admin/fictional.php',
    summary: 'Change a fictional profile `{ user, ...fields, status?: active|disabled }` (same rules as creating one).',
    body: ZAdminFictionalUpdate,
    response: ZProfileResponse,
    handler: async ({ req, member: staff, body }) => ({ profile: await updateFictional(deps, staff, req, body) }),
  });

  defineStaffRoute(app, {
    action: 'fictional.edit',
    method: 'POST',
    url: '/api/admin/fictional-photo.php',
    summary:
      'A photo for a fictional profile, multipart `user` + file `photo` (processed like members’ uploads, active at once, the first becomes main; 25 at most).',
    multipartFile: 'photo',
    response: z.object({ photo: ZOwnPhoto }),
    status: 201,
    handler: async ({ req, member: staff }) => {
      const { fields, file } = await readMultipartForm(req, 'photo');
      const { user } = parseFormFields(z.object({ user: ZRowId }), fields);
      if (!file) throw fieldError('photo', 'required');
      return { photo: await addFictionalPhoto(deps, staff, req, user, file) };
    },
  });

  defineStaffRoute(app, {
    action: 'fictional.edit',
    method: 'DELETE',
    url: '/api/admin/fictional-photo.php',
    summary: 'Delete a fictional profile’s photo `{ photo }`; if it was the main photo, the oldest remaining one is.',
    body: z.object({ photo: ZRowId }),
    response: z.object({ ok: z.literal(true) }),
    handler: async ({ req, member: staff, body }) => {
      await deleteFictionalPhoto(deps, staff, req, body.photo);
      return { ok: true as const };
    },
  });

  defineStaffRoute(app, {
    action: 'fictional.edit',
    method: 'PUT',
    url: '/api/admin/fictional-photo.php',
    summary: 'Make one of a fictional profile’s photos its main photo `{ photo, main: true }`.',
    body: z.object({ photo: ZRowId, main: z.literal(true) }),
    response: z.object({ ok: z.literal(true) }),
    handler: async ({ req, member: staff, body }) => {
      await setFictionalMainPhoto(deps, staff, req, body.photo);
      return { ok: true as const };
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GIFT_KEY_PATTERN, ZAdminGift, ZAdminGiftCreate, ZAdminGiftUpdate } from '@app/shared';
import { defineStaffRoute } from '../staff-route';
import { answeringConflicts, fieldError, parseFormFields } from './admin-input';
import { readMultipartForm } from '../../lib/multipart-form';
import { createGift, listAllGifts, replaceGiftPicture, updateGift } from './gifts.service';

const ZGiftResponse = z.object({ gift: ZAdminGift });
const ZGiftKey = z.object({ key: z.string().regex(GIFT_KEY_PATTERN, '2 to 30 small letters or _') });

/** The gift catalogue with its pictures (admins only). */
export function registerGiftRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'gifts.edit',
    method: 'GET',
    url: '/api/admin/gifts.php',
    summary:
      'Every gift, inactive ones included: `{ key, names, image, credits (null: the site’s gift_credits), position, active }`.',
    response: z.object({ gifts: z.array(ZAdminGift) }),
    handler: async () => ({ gifts: await listAllGifts(deps) }),
  });

  defineStaffRoute(app, {
    action: 'gifts.edit',
    method: 'POST',
    url: '/api/admin/gifts.php',
    summary:
      'A new gift, multipart: `key` ([a-z_]{2,30}), `names` (JSON per language, English required), `credits` (empty or null: the site’s price), `position`, file `picture` (PNG, JPEG, WebP or SVG without scripts, handlers or external links; 1 MB). 409 for a taken key.',
    multipartFile: 'picture',
    response: ZGiftResponse,
    status: 201,
    handler: async ({ req, reply, member: staff }) => {
      const { fields, file } = await readMultipartForm(req, 'picture');
      const gift = parseFormFields(ZAdminGiftCreate, fields, ['names']);
      if (!file) throw fieldError('picture', 'required');
      return answeringConflicts(req, reply, async () => ({ gift: await createGift(deps, staff, req, gift, file) }));
    },
  });

  defineStaffRoute(app, {
    action: 'gifts.edit',
    method: 'PUT',
    url: '/api/admin/gifts.php',
    summary:
      'Change a gift `{ key, names?, credits?, position?, active? }` (active false takes it out of the catalogue).',
    body: ZAdminGiftUpdate,
    response: ZGiftResponse,
    handler: async ({ req, member: staff, body }) => ({ gift: await updateGift(deps, staff, req, body) }),
  });

  defineStaffRoute(app, {
    action: 'gifts.edit',
    method: 'DELETE',
    url: '/api/admin/gifts.php',
    summary:
      'Take a gift out of the catalogue `{ key }` (messages keep showing it; PUT `active: true` brings it back).',
    body: z.object({ key: z.string().max(30) }),
    response: ZGiftResponse,
    handler: async ({ req, member: staff, body }) => ({
      gift: await updateGift(deps, staff, req, { key: body.key, active: false }),
    }),
  });

  defineStaffRoute(app, {
    action: 'gifts.edit',
    method: 'POST',
    url: '/api/admin/gift-picture.php',
    summary: 'A new picture for a gift, multipart `key` + file `picture` (the same kinds as for a new gift).',
    multipartFile: 'picture',
    response: ZGiftResponse,
    handler: async ({ req, member: staff }) => {
      const { fields, file } = await readMultipartForm(req, 'picture');
      const { key } = parseFormFields(ZGiftKey, fields);
      if (!file) throw fieldError('picture', 'required');
      return { gift: await replaceGiftPicture(deps, staff, req, key, file) };
    },
  });
}

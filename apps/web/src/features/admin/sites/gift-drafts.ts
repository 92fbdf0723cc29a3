import { z } from 'zod';
import { ZAdminGiftCreate } from '@app/shared';
import { blankable, perLanguage } from './form-schemas';

const rule = ZAdminGiftCreate.shape;

const giftFields = {
  names: perLanguage(rule.names),
  /** Empty: the site's gift price. */
  credits: z.number().nullable().pipe(rule.credits.unwrap()),
  position: blankable(rule.position.unwrap()),
};

/** An existing gift's names, price and place, checked with the rules of PUT /api/admin/gifts.php. */
export const ZEditGiftDraft = z.object(giftFields);
/**
 * A new gift, checked with the rules of POST /api/admin/gifts.php; the picture is the multipart file
 * the server asks for (its kinds and size it checks itself).
 */
export const ZNewGiftDraft = z.object({
  key: z.string().trim().pipe(rule.key),
  ...giftFields,
  picture: z.instanceof(File).nullable().pipe(z.instanceof(File)),
});
export type TNewGiftDraft = z.input<typeof ZNewGiftDraft>;

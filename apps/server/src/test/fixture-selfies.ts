import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { TVerificationPose } from '@app/shared';

/**
 * Selfies for the verification tests, cut from face-api's own sample photo (demo/sample1.jpg in its npm package),
 * the picture the fixture portrait (fixture-photos.ts) comes from. `portrayed`: the woman of the fixture portrait
 * (a matching pair: another crop of her face, framed and sized differently); `other`: another woman of the same
 * photo (a pair that does not match). The head is tilted the way the pose asks by turning the picture: clockwise
 * is a lean towards the person's own left shoulder in a picture that is not mirrored.
 */
const CROPS = {
  portrayed: { left: 300, top: 230, width: 400, height: 520 },
  other: { left: 780, top: 330, width: 380, height: 500 },
} as const;

export type TSelfiePerson = keyof typeof CROPS;

/** The degrees a selfie is turned for each pose; `upright` copies no pose. */
export const SELFIE_TILT = { tilt_left: 20, tilt_right: -20, upright: 0 } as const;

export async function selfieOf(person: TSelfiePerson, pose: TVerificationPose | 'upright'): Promise<Buffer> {
  const faceApiDir = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
  const crop = await sharp(path.join(faceApiDir, 'demo', 'sample1.jpg'))
    .extract(CROPS[person])
    .toBuffer();
  return sharp(crop)
    .rotate(SELFIE_TILT[pose], { background: '#808080' })
    .resize(480, 640, { fit: 'cover' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

// Photos for journeys: what members upload is a picture of themselves, and the photo models (issue 20) hold a
// main photo without a face for review. A real face: one woman cut from face-api's own sample photo.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const faceApiDir = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
const SAMPLE = path.join(faceApiDir, 'demo', 'sample1.jpg');

/** A portrait JPEG tinted `colour` (each upload a different photo), with one adult face the models find. */
export async function portraitJpeg(colour: string, size = { width: 320, height: 400 }): Promise<Buffer> {
  return sharp(SAMPLE)
    .extract({ left: 237, top: 163, width: 531, height: 956 })
    .resize(size.width, size.height, { fit: 'cover' })
    .tint(colour)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A picture with no face at all: what the models hold for review as a main photo. */
export function facelessJpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

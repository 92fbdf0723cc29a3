import zlib from 'node:zlib';
import sharp from 'sharp';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a small PNG whose header declares width × height grey pixels. `complete` writes
 * every row (a valid image: 8000 × 8000 is 64 megapixels from about 60 KB); otherwise only the first rows
 * are there (50000 × 50000 is 2.5 gigapixels from a few hundred bytes).
 */
export function pngBomb(width: number, height: number, { complete }: { complete: boolean }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * (complete ? height : 16)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real JPEG whose frame header is rewritten to claim width × height pixels. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#777777' } })
    .jpeg()
    .toBuffer();
  for (let index = 2; index < bytes.length - 9; index++)
    if (bytes[index] === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2)) {
      bytes.writeUInt16BE(height, index + 5);
      bytes.writeUInt16BE(width, index + 7);
      return bytes;
    }
  throw new Error('no frame header in the JPEG');
}

export const SCRIPT = '<script>alert(document.cookie)</script>';

/** A real photo carrying HTML: a comment segment after the start marker and markup after the end. */
export async function jpegPolyglot(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const text = Buffer.from(`<html><body>${SCRIPT}</body></html>`, 'latin1');
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([photo.subarray(0, 2), comment, text, photo.subarray(2), text]);
}

/** A real PNG with HTML in a text chunk, as browsers that sniff content would find it. */
export async function pngWithHtmlText(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#993366' } })
    .png()
    .toBuffer();
  const text = pngChunk('tEXt', Buffer.from(`Comment\0<html>${SCRIPT}</html>`, 'latin1'));
  // Right after the signature and the 25-byte IHDR chunk.
  return Buffer.concat([png.subarray(0, 33), text, png.subarray(33)]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/>${SCRIPT}</svg>`,
);
export const SVG_WITH_HANDLER = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="64" height="64"><rect width="64" height="64"/></svg>',
);
export const SVG_WITH_LINK = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">' +
    '<a xlink:href="javascript:alert(1)"><rect width="64" height="64"/></a></svg>',
);

import sharp from 'sharp';

export const VIDEO_WIDTH = 540;
export const VIDEO_HEIGHT = 720;
export const VIDEO_FPS = 24;
const FRAME_BYTES = VIDEO_WIDTH * VIDEO_HEIGHT * 3;
/** Photos are kept a little larger than the frame, so the camera can move over them. */
const OVERSCAN = 1.2;

export type TSlideshowStyle = 'kenburns' | 'transitions';

interface TSlide {
  raw: Buffer;
  width: number;
  height: number;
}

async function prepare(photo: Buffer): Promise<TSlide> {
  const width = Math.round(VIDEO_WIDTH * OVERSCAN);
  const height = Math.round(VIDEO_HEIGHT * OVERSCAN);
  const raw = await sharp(photo)
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return { raw, width, height };
}

/** One frame of a slide: the camera at `zoom` (1 = the whole photo) centred at (cx, cy) in 0..1. */
async function view(slide: TSlide, zoom: number, cx: number, cy: number): Promise<Buffer> {
  const width = Math.round(slide.width / zoom);
  const height = Math.round(slide.height / zoom);
  const left = Math.max(0, Math.min(slide.width - width, Math.round(cx * slide.width - width / 2)));
  const top = Math.max(0, Math.min(slide.height - height, Math.round(cy * slide.height - height / 2)));
  return sharp(slide.raw, { raw: { width: slide.width, height: slide.height, channels: 3 } })
    .extract({ left, top, width, height })
    .resize(VIDEO_WIDTH, VIDEO_HEIGHT, { kernel: 'linear' })
    .raw()
    .toBuffer();
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function blend(a: Buffer, b: Buffer, t: number): Buffer {
  const out = Buffer.allocUnsafe(FRAME_BYTES);
  const k = Math.round(ease(t) * 256);
  for (let index = 0; index < FRAME_BYTES; index++) out[index] = (a[index]! * (256 - k) + b[index]! * k) >> 8;
  return out;
}

/** The next slide pushes the last one out to the left. */
function slide(a: Buffer, b: Buffer, t: number): Buffer {
  const shift = Math.round(ease(t) * VIDEO_WIDTH);
  const out = Buffer.allocUnsafe(FRAME_BYTES);
  const row = VIDEO_WIDTH * 3;
  for (let y = 0; y < VIDEO_HEIGHT; y++) {
    const start = y * row;
    a.copy(out, start, start + shift * 3, start + row);
    b.copy(out, start + (VIDEO_WIDTH - shift) * 3, start, start + shift * 3);
  }
  return out;
}

/** A circle of the next slide opens from the middle. */
function iris(a: Buffer, b: Buffer, t: number): Buffer {
  const out = Buffer.from(a);
  const radius = ease(t) * Math.hypot(VIDEO_WIDTH, VIDEO_HEIGHT) * 0.55;
  const cx = VIDEO_WIDTH / 2;
  const cy = VIDEO_HEIGHT / 2;
  for (let y = 0; y < VIDEO_HEIGHT; y++) {
    const dy = y - cy;
    const span = radius * radius - dy * dy;
    if (span <= 0) continue;
    const half = Math.sqrt(span);
    const from = Math.max(0, Math.floor(cx - half));
    const to = Math.min(VIDEO_WIDTH, Math.ceil(cx + half));
    b.copy(out, (y * VIDEO_WIDTH + from) * 3, (y * VIDEO_WIDTH + from) * 3, (y * VIDEO_WIDTH + to) * 3);
  }
  return out;
}

const TRANSITIONS = [blend, slide, iris];

/**
 * Renders a slideshow of portraits frame by frame (raw RGB, 540×720, 24 fps) for ffmpeg to encode:
 * either a slow Ken Burns drift with cross-fades, or still-ish slides joined by varied transitions.
 */
export async function* slideshowFrames(photos: Buffer[], style: TSlideshowStyle): AsyncGenerator<Buffer> {
  const slides = await Promise.all(photos.map(prepare));
  const hold = Math.round(VIDEO_FPS * (style === 'kenburns' ? 3 : 2.2));
  const change = Math.round(VIDEO_FPS * (style === 'kenburns' ? 0.6 : 0.8));
  const camera = (index: number, t: number) => {
    if (style === 'transitions') return { zoom: 1 + 0.04 * t, cx: 0.5, cy: 0.5 };
    // Alternate zooming in and out, drifting a little sideways.
    const zoomIn = index % 2 === 0;
    return { zoom: zoomIn ? 1 + 0.18 * t : 1.18 - 0.18 * t, cx: 0.5 + (index % 3 === 0 ? 0.05 : -0.05) * t, cy: 0.45 };
  };
  for (let index = 0; index < slides.length; index++) {
    const current = slides[index]!;
    const next = slides[(index + 1) % slides.length]!;
    for (let frame = 0; frame < hold; frame++) {
      const at = camera(index, frame / (hold + change));
      yield await view(current, at.zoom, at.cx, at.cy);
    }
    const transition = style === 'kenburns' ? blend : TRANSITIONS[index % TRANSITIONS.length]!;
    for (let frame = 0; frame < change; frame++) {
      const t = (frame + 1) / (change + 1);
      const from = camera(index, (hold + frame) / (hold + change));
      const to = camera(index + 1, 0);
      const [a, b] = await Promise.all([view(current, from.zoom, from.cx, from.cy), view(next, to.zoom, to.cx, to.cy)]);
      yield transition(a, b, t);
    }
  }
}

import sharp from 'sharp';
import { newMediaName, type MediaStorage } from '../photos/media-storage';
import { encodeCardCopy } from '../photos/photo-processing';
import { makeDemoPerson, PHOTOS_PER_PERSON, type DemoPerson } from './demo-people';
import { Random } from './random';

export interface DemoPhoto {
  gender: 'male' | 'female';
  /** Who is in the picture: a member's photos all show the same person. */
  personId: number;
  /** The hair colour the picture shows, for the member's profile. */
  hairColor: DemoPerson['hairColor'];
  /** The full-size portrait in the private area: signed addresses only. */
  filename: string;
  /** A public copy of it, for the members whose main photo it is. */
  public_filename: string;
  /** The card-size copy of the public one (photos/photo-processing.ts `encodeCardCopy`). */
  public_card_filename: string;
  thumb_filename: string;
  blur_filename: string;
  width: number;
  height: number;
}

const WIDTH = 600;
const HEIGHT = 800;
const CLOTHES = ['#e4572e', '#2e86ab', '#3bb273', '#7768ae', '#f3a712', '#1f2d3d', '#d64161', '#ffffff'];

function hairShape(gender: 'male' | 'female', style: number, color: string): { back: string; front: string } {
  if (gender === 'female') {
    const styles = [
      // long straight
      {
        back: `<path d="M185 300 Q180 170 300 150 Q420 170 415 300 L440 620 Q300 660 160 620 Z" fill="${color}"/>`,
        front: `<path d="M205 290 Q230 190 300 185 Q370 190 395 290 Q350 220 300 225 Q250 222 205 290Z" fill="${color}"/>`,
      },
      // bob
      {
        back: `<path d="M190 300 Q185 165 300 155 Q415 165 410 300 L415 430 Q300 450 185 430 Z" fill="${color}"/>`,
        front: `<path d="M200 300 Q215 195 300 190 Q385 195 400 300 Q380 235 300 232 Q230 235 200 300Z" fill="${color}"/>`,
      },
      // curls
      {
        back: `<g fill="${color}">${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<circle cx="${200 + (i % 3) * 100}" cy="${210 + Math.floor(i / 3) * 120}" r="80"/>`).join('')}</g>`,
        front: `<g fill="${color}"><circle cx="250" cy="215" r="55"/><circle cx="350" cy="215" r="55"/><circle cx="300" cy="195" r="55"/></g>`,
      },
    ];
    return styles[style % styles.length]!;
  }
  const styles = [
    // short
    {
      back: '',
      front: `<path d="M208 285 Q205 175 300 170 Q395 175 392 285 Q375 215 300 215 Q225 215 208 285Z" fill="${color}"/>`,
    },
    // side part
    {
      back: '',
      front: `<path d="M205 290 Q200 165 310 165 Q400 175 395 280 Q360 205 270 222 Q230 235 205 290Z" fill="${color}"/>`,
    },
    // buzz
    {
      back: '',
      front: `<path d="M212 270 Q215 185 300 182 Q385 185 388 270 Q360 222 300 220 Q240 222 212 270Z" fill="${color}" opacity="0.85"/>`,
    },
  ];
  return styles[style % styles.length]!;
}

/**
 * An illustrated portrait of `person`: our own artwork, made offline, so no photo of a real person is used.
 * The face and hair are the person's; background, clothes and smile change from one photo to the next.
 */
function portraitSvg(person: DemoPerson, random: Random): string {
  const { gender, skin, beard, glasses } = person;
  // A bald man's eyebrows and stubble are dark brown.
  const hair = person.hairHex ?? '#4a3020';
  const hue = random.int(0, 359);
  const clothes = random.pick(CLOTHES);
  const { back, front } = person.hairHex ? hairShape(gender, person.hairStyle, hair) : { back: '', front: '' };
  const smile = random.int(0, 2);
  const mouth = ['M270 395 Q300 420 330 395', 'M275 398 Q300 412 325 398', 'M268 392 Q300 428 332 392 Z'][smile];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 600 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 45%)"/>
    </linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <circle cx="${random.int(60, 540)}" cy="${random.int(60, 300)}" r="${random.int(40, 120)}" fill="#fff" opacity="0.12"/>
  ${back}
  <path d="M90 800 Q100 560 300 540 Q500 560 510 800 Z" fill="${clothes}"/>
  <rect x="262" y="430" width="76" height="120" rx="30" fill="${skin}"/>
  <ellipse cx="300" cy="310" rx="108" ry="135" fill="${skin}"/>
  <ellipse cx="192" cy="320" rx="16" ry="26" fill="${skin}"/><ellipse cx="408" cy="320" rx="16" ry="26" fill="${skin}"/>
  ${front}
  <ellipse cx="258" cy="310" rx="11" ry="${gender === 'female' ? 13 : 10}" fill="#2b2b2b"/><ellipse cx="342" cy="310" rx="11" ry="${gender === 'female' ? 13 : 10}" fill="#2b2b2b"/>
  <circle cx="262" cy="306" r="3" fill="#fff"/><circle cx="346" cy="306" r="3" fill="#fff"/>
  <path d="M235 282 Q258 270 280 280 M320 280 Q342 270 365 282" stroke="${hair}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M300 320 Q292 350 300 362" stroke="#00000033" stroke-width="5" fill="none" stroke-linecap="round"/>
  ${gender === 'female' ? `<ellipse cx="240" cy="360" rx="20" ry="11" fill="#ff7a7a" opacity="0.35"/><ellipse cx="360" cy="360" rx="20" ry="11" fill="#ff7a7a" opacity="0.35"/>` : ''}
  ${beard ? `<path d="M200 340 Q205 450 300 448 Q395 450 400 340 Q390 420 300 425 Q210 420 200 340Z" fill="${hair}" opacity="0.9"/>` : ''}
  <path d="${mouth}" stroke="#9c3b3b" stroke-width="6" fill="${smile === 2 ? '#fff' : 'none'}" stroke-linecap="round"/>
  ${glasses ? '<g fill="none" stroke="#222" stroke-width="6"><circle cx="258" cy="310" r="30"/><circle cx="342" cy="310" r="30"/><path d="M288 310 H312"/></g>' : ''}
  <rect width="600" height="800" fill="url(#light)"/>
</svg>`;
}

/**
 * Renders a pool of demo portraits and stores them under `demo/` (DATA_DIR/media/demo, or the
 * bucket): a full image (private, with a public copy for members whose main photo it is), a square
 * thumbnail and a blurred variant each (the blurred one is what a locked photo shows). The same seed
 * gives the same images, but every file gets a new random name of its own: names that followed from the
 * seed (or from each other) would be the same on every installation, and the private portraits public.
 */
export async function renderDemoPhotos(media: MediaStorage, perGender: number, seed = 7): Promise<DemoPhoto[]> {
  const random = new Random(seed);
  const photos: DemoPhoto[] = [];
  let person: DemoPerson | null = null;
  for (const gender of ['female', 'male'] as const) {
    for (let index = 0; index < perGender; index++) {
      // A new person every few photos: each gallery shows one person (see makeFictionalMember).
      if (index % PHOTOS_PER_PERSON === 0) person = makeDemoPerson(random, photos.length, gender);
      const svg = Buffer.from(portraitSvg(person!, random));
      const image = sharp(svg);
      const photo: DemoPhoto = {
        gender,
        personId: person!.id,
        hairColor: person!.hairColor,
        filename: newMediaName('demo', 'jpg', { private: true }),
        public_filename: newMediaName('demo', 'jpg'),
        public_card_filename: newMediaName('demo', 'webp'),
        thumb_filename: newMediaName('demo', 'webp'),
        blur_filename: newMediaName('demo', 'jpg'),
        width: WIDTH,
        height: HEIGHT,
      };
      const [full, thumb, blur] = await Promise.all([
        image.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
        image.clone().resize(200, 200, { position: 'top' }).webp({ quality: 78 }).toBuffer(),
        image.clone().resize(150, 200).blur(12).jpeg({ quality: 60 }).toBuffer(),
      ]);
      await Promise.all([
        media.put(photo.filename, full, 'image/jpeg'),
        media.put(photo.public_filename, full, 'image/jpeg'),
        encodeCardCopy(full).then((card) => media.put(photo.public_card_filename, card, 'image/webp')),
        media.put(photo.thumb_filename, thumb, 'image/webp'),
        media.put(photo.blur_filename, blur, 'image/jpeg'),
      ]);
      photos.push(photo);
    }
  }
  return photos;
}

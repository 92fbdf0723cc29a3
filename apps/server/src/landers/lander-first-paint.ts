import {
  CARD_PHOTO_HEIGHT,
  CARD_PHOTO_WIDTH,
  cardPhotoFile,
  collageTile,
  nicheAudience,
  type TLanderMember,
  type TLanderResponse,
  type TLanguage,
  type TSettings,
} from '@app/shared';
import { escapeHtml } from '../lib/escape-html';
import { translate, translateCount, type TMessageKey } from '../lib/i18n';

type TPaintSettings = Pick<
  TSettings,
  'name' | 'cdn_prefix' | 'niche' | 'signups' | 'fictional_icon' | 'fictional_warning_singular'
>;

interface TPaintContext {
  lander: TLanderResponse;
  settings: TPaintSettings;
  language: TLanguage;
}

/** The gallery's tiles drawn before the scripts: two rows of a phone's grid, the first row of a wide one. */
const FIRST_PAINT_TILES = 4;

const regionNames = new Map<TLanguage, Intl.DisplayNames>();

function regionName(code: string, language: TLanguage): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
}

const text = (language: TLanguage, key: TMessageKey, values?: Record<string, unknown>) =>
  escapeHtml(translate(language, key, values));

/**
 * The signup button as the app draws it, disabled until the app has drawn the page over it: a tap before then
 * would do nothing, and a disabled button says so (and tells a test to wait). The icon's box is drawn empty, so
 * the label does not move when the icon arrives.
 */
function signupButton(label: string): string {
  return (
    `<button type="button" class="btn btn-primary btn-lg lander-cta-button" data-lander-cta="signup" disabled>` +
    `${label}<svg class="icon-inline ms-2" width="1em" height="1em" aria-hidden="true"></svg></button>`
  );
}

function fictionalMark(settings: TPaintSettings, language: TLanguage): string {
  const meaning = escapeHtml(settings.fictional_warning_singular || translate(language, 'fictional.singular'));
  return (
    `<span title="${meaning}" data-testid="fictional-mark" class="fictional-mark lander-fictional-mark">` +
    `<span aria-hidden="true">${escapeHtml(settings.fictional_icon)}</span>` +
    `<span class="visually-hidden">${meaning}</span></span>`
  );
}

interface TTileOptions {
  /** The page's main picture: fetched first and at once. */
  priority: boolean;
  /** The name, age and city over the photo; without it the tile is named for screen readers instead. */
  caption?: boolean;
  className?: string;
}

/** A member's tile of a grid (`MemberTile`). */
function memberTile(
  member: TLanderMember,
  { priority, caption = true, className }: TTileOptions,
  { settings, language }: TPaintContext,
): string {
  const photo = member.main_image
    ? `<img src="${escapeHtml(settings.cdn_prefix + cardPhotoFile(member.main_image))}" alt="" ` +
      `width="${CARD_PHOTO_WIDTH}" height="${CARD_PHOTO_HEIGHT}" loading="${priority ? 'eager' : 'lazy'}" ` +
      `fetchpriority="${priority ? 'high' : 'auto'}" decoding="${priority ? 'sync' : 'async'}" draggable="false">`
    : `<span class="silhouette silhouette-fill lander-photo-empty" aria-hidden="true"></span>`;
  const named = caption
    ? ''
    : ` aria-label="${text(language, 'landers.meet', { name: member.name, age: member.age, city: member.city })}"`;
  return (
    `<button type="button" class="lander-tile${className ? ` ${className}` : ''}"${named} disabled>` +
    `<span class="lander-photo">${photo}${member.fictional ? fictionalMark(settings, language) : ''}</span>` +
    (caption
      ? `<span class="lander-tile-caption"><span class="fw-semibold">` +
        `${member.online_recently ? '<span class="online-dot"></span>' : ''}${escapeHtml(member.name)}, ${member.age}` +
        `</span><span class="small d-block text-truncate">${escapeHtml(member.city)}</span></span>`
      : '') +
    `</button>`
  );
}

/** "12 members online now" with its pulsing dot (`OnlineCount`). */
const onlineCount = ({ lander, language }: TPaintContext) =>
  `<span class="lander-online"><span class="lander-pulse" aria-hidden="true"></span>` +
  `${escapeHtml(translateCount(language, 'landers.onlineCount', lander.online))}</span>`;

/** "women", "mature women", "men"…: whom the site's niche puts forward (`useAudience`). */
const audience = ({ settings, language }: TPaintContext) =>
  translate(language, `landers.who.${nicheAudience(settings.niche)}` as TMessageKey);

/** The gallery lander's intro and first tiles (`GalleryLander` in the web app). */
function galleryPaint(context: TPaintContext): string {
  const { lander, language } = context;
  const place = regionName(lander.country, language);
  return (
    `<div class="lander lander-gallery"><header class="container lander-intro text-center">${onlineCount(context)}` +
    `<h1 class="lander-title">${text(language, 'landers.gallery.title')}</h1>` +
    `<p class="lander-lead">${text(language, 'landers.gallery.text', { who: audience(context), place })}</p>` +
    `<div class="lander-cta mt-3">${signupButton(text(language, 'landers.cta.signup'))}</div></header>` +
    `<section class="container"><div class="lander-grid">` +
    lander.profiles
      .slice(0, FIRST_PAINT_TILES)
      .map((member, index) => memberTile(member, { priority: index < 2 }, context))
      .join('') +
    `</div></section></div>`
  );
}

/**
 * The collage lander's stage (`CollageLander`): every member's tile, since the stage's height follows their
 * number and the invitation is laid over it, and the invitation with the note under its button.
 */
function collagePaint(context: TPaintContext): string {
  const { lander, language } = context;
  const tiles = lander.profiles.map((member, index) =>
    memberTile(
      member,
      { priority: index === 0, caption: collageTile(index) !== 'small', className: `collage-${collageTile(index)}` },
      context,
    ),
  );
  return (
    `<div class="lander lander-collage"><section class="collage-stage"><div class="collage-grid">${tiles.join('')}</div>` +
    `<div class="collage-card">${onlineCount(context)}` +
    `<h1 class="lander-title">${text(language, 'landers.collage.title')}</h1>` +
    `<p class="lander-lead">${text(language, 'landers.collage.text', { who: audience(context) })}</p>` +
    `<div class="lander-cta">${signupButton(text(language, 'landers.collage.cta'))}` +
    `<p class="lander-cta-note">${text(language, 'landers.cta.note')}</p></div></div></section></div>`
  );
}

/** Landers whose first screen the server draws; the others show the bar until the scripts draw them. */
const PAINTERS: Readonly<Record<string, (context: TPaintContext) => string>> = {
  gallery: galleryPaint,
  collagelanding: collagePaint,
};

/**
 * A lander's first screen drawn into the page document (issue 19: its largest picture waited 1.2-1.6 s on a
 * phone for the scripts that draw it): the lander layout's bar and the lander's intro and first members, in the
 * markup the web app draws, so that the app, drawing over it, moves nothing. Drawn only for a visitor the app
 * would show the same screen: signed out, on a site open to every signup, a lander with members. Null otherwise.
 */
export function landerFirstPaint(name: string, context: TPaintContext): string | null {
  const paint = Object.hasOwn(PAINTERS, name) ? PAINTERS[name] : undefined;
  if (!paint || context.settings.signups !== 'all' || context.lander.profiles.length === 0) return null;
  return (
    `<header class="top-nav"><nav class="navbar"><div class="container">` +
    `<a class="navbar-brand brand-logo fs-3" href="/">${escapeHtml(context.settings.name)}</a></div></nav></header>` +
    `<main id="content" data-layout="lander" data-first-paint>${paint(context)}</main>`
  );
}

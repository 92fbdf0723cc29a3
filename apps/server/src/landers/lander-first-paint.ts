import {
  CARD_PHOTO_HEIGHT,
  CARD_PHOTO_WIDTH,
  cardPhotoFile,
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

/** Tiles drawn before the scripts: two rows of a phone's grid, the first row of a wide one. */
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

/** A member's tile of a grid (`MemberTile` with its caption), the first two pictures fetched first. */
function memberTile(member: TLanderMember, index: number, { settings, language }: TPaintContext): string {
  const priority = index < 2;
  const photo = member.main_image
    ? `<img src="${escapeHtml(settings.cdn_prefix + cardPhotoFile(member.main_image))}" alt="" ` +
      `width="${CARD_PHOTO_WIDTH}" height="${CARD_PHOTO_HEIGHT}" loading="${priority ? 'eager' : 'lazy'}" ` +
      `fetchpriority="${priority ? 'high' : 'auto'}" decoding="${priority ? 'sync' : 'async'}" draggable="false">`
    : `<span class="silhouette silhouette-fill lander-photo-empty" aria-hidden="true"></span>`;
  return (
    `<button type="button" class="lander-tile" disabled><span class="lander-photo">${photo}` +
    `${member.fictional ? fictionalMark(settings, language) : ''}</span>` +
    `<span class="lander-tile-caption"><span class="fw-semibold">` +
    `${member.online_recently ? '<span class="online-dot"></span>' : ''}${escapeHtml(member.name)}, ${member.age}</span>` +
    `<span class="small d-block text-truncate">${escapeHtml(member.city)}</span></span></button>`
  );
}

/** The gallery lander's intro and first tiles (`GalleryLander` in the web app). */
function galleryPaint(context: TPaintContext): string {
  const { lander, settings, language } = context;
  const who = translate(language, `landers.who.${nicheAudience(settings.niche)}` as TMessageKey);
  const place = regionName(lander.country, language);
  const online = escapeHtml(translateCount(language, 'landers.onlineCount', lander.online));
  return (
    `<div class="lander lander-gallery"><header class="container lander-intro text-center">` +
    `<span class="lander-online"><span class="lander-pulse" aria-hidden="true"></span>${online}</span>` +
    `<h1 class="lander-title">${text(language, 'landers.gallery.title')}</h1>` +
    `<p class="lander-lead">${text(language, 'landers.gallery.text', { who, place })}</p>` +
    `<div class="lander-cta mt-3">${signupButton(text(language, 'landers.cta.signup'))}</div></header>` +
    `<section class="container"><div class="lander-grid">` +
    lander.profiles
      .slice(0, FIRST_PAINT_TILES)
      .map((member, index) => memberTile(member, index, context))
      .join('') +
    `</div></section></div>`
  );
}

/** Landers whose first screen the server draws; the others show the bar until the scripts draw them. */
const PAINTERS: Readonly<Record<string, (context: TPaintContext) => string>> = { gallery: galleryPaint };

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

import { CONTACT_DETAIL_MASK } from '@app/shared';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { LinkifyIt, type Match } from 'linkify-it';
import { digitOfWord } from './number-words';
import { screeningText, type TScreeningText } from './screening-text';

/** What a member may use to take a conversation off the site (issue 20 item 1). */
export type TContactKind = 'phone' | 'email' | 'link' | 'handle';

/** A contact detail found in a text: its kind and where it stands in the original text. */
export interface TContactFinding {
  kind: TContactKind;
  start: number;
  end: number;
  /** The original text of the finding, as the moderator sees it. */
  text: string;
}

/** A phone number has at least this many digits (the shortest national numbers of our countries) and at most 15. */
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;

/**
 * The contact details in a text: phone numbers valid in one of `countries` (or written internationally), e-mail
 * addresses, links and messenger handles, including the usual disguises (see screeningText and number-words).
 * Prices, dates, years, ages and heights are not phone numbers.
 */
export function findContactDetails(original: string, countries: readonly string[]): TContactFinding[] {
  const folded = screeningText(original);
  const found = [...phoneSpans(folded.text, countries), ...addressSpans(folded), ...handleSpans(folded.text)];
  return withoutOverlaps(found).map((span) => {
    const start = folded.origins[span.start]!;
    const last = folded.origins[span.end - 1]!;
    const end = extendOverMarks(original, last + (original.codePointAt(last)! > 0xffff ? 2 : 1));
    return { kind: span.kind, start, end, text: original.slice(start, end) };
  });
}

/** The text with each finding replaced by a mark, as a "mask" site delivers it. */
export function maskContactDetails(
  original: string,
  findings: readonly Pick<TContactFinding, 'start' | 'end'>[],
): string {
  let masked = '';
  let at = 0;
  for (const finding of [...findings].sort((a, b) => a.start - b.start)) {
    masked += original.slice(at, finding.start) + CONTACT_DETAIL_MASK;
    at = finding.end;
  }
  return masked + original.slice(at);
}

interface TSpan {
  kind: TContactKind;
  /** Indices in the folded text, end exclusive. */
  start: number;
  end: number;
}

/** A keycap emoji's marks belong to the digit before them: a mask takes them along. */
function extendOverMarks(original: string, end: number): number {
  let at = end;
  while (at < original.length && /[\ufe0e\ufe0f\u20e3\u200b-\u200d]/u.test(original[at]!)) at += 1;
  return at;
}

function withoutOverlaps(spans: TSpan[]): TSpan[] {
  const kept: TSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const previous = kept.at(-1);
    if (previous && span.start < previous.end) previous.end = Math.max(previous.end, span.end);
    else kept.push({ ...span });
  }
  return kept;
}

// ---------------------------------------------------------------------------------------------------------
// Phone numbers

interface TDigitGroup {
  digits: string;
  start: number;
  end: number;
  /** Written with digits, digit words, or digits with look-alike letters; words and digits never mix. */
  source: 'digits' | 'word' | 'look-alike';
}

/** What may stand between the digits of one phone number: spaces and the punctuation people group them with. */
const PHONE_SEPARATOR = /^(?:\s+|[-./()_,*~|\\[\]]+)$/u;
/** Amounts and measures: a number next to one of these is a price, a height, an age or a weight. */
const AMOUNT_BEFORE = /(?:[€$£¥₺]|\b(?:eur|euro|usd|chf|sek|nok|dkk|pln|gbp|kr|zł|zl)\.?)\s*$/u;
const AMOUNT_AFTER =
  /^\s*(?:[€$£%]|(?:eur|euro|euros|usd|chf|sek|nok|dkk|pln|gbp|kr|zł|zl|cm|mm|km|kg|lbs|m|g|jahre|years|jaar|år|vuotta|ans|anni|años|lat)\b)/u;

/** How far beside a number a currency or unit is looked for. */
const AMOUNT_CONTEXT = 16;

const WORD_TOKEN = /\+|[\p{L}\p{N}]+|\s+|[^\s\p{L}\p{N}]/gu;

function phoneSpans(text: string, countries: readonly string[]): TSpan[] {
  const spans: TSpan[] = [];
  for (const run of digitRuns(text)) spans.push(...phonesInRun(text, run, countries));
  return spans;
}

interface TDigitRun {
  groups: TDigitGroup[];
  /** The run starts with `+` (international). */
  plus: boolean;
}

/** Runs of digit groups (digits, digit words, digits with look-alike letters) joined only by separators. */
function digitRuns(text: string): TDigitRun[] {
  const runs: TDigitRun[] = [];
  let current: TDigitRun = { groups: [], plus: false };
  let pendingPlus = false;
  const close = () => {
    if (current.groups.length > 0) runs.push(current);
    current = { groups: [], plus: false };
  };
  for (const match of text.matchAll(WORD_TOKEN)) {
    const token = match[0];
    const start = match.index;
    const group = digitGroup(token, start);
    if (group) {
      if (current.groups.length === 0) current.plus = pendingPlus;
      current.groups.push(group);
      pendingPlus = false;
    } else if (token === '+') {
      close();
      pendingPlus = true;
    } else if (!PHONE_SEPARATOR.test(token)) {
      close();
      pendingPlus = false;
    }
  }
  close();
  return runs;
}

/** A token as digits: plain digits, a digit word, or digits with o, i, l or | in place of 0 and 1. */
function digitGroup(token: string, start: number): TDigitGroup | null {
  const end = start + token.length;
  if (/^\d+$/u.test(token)) return { digits: token, start, end, source: 'digits' };
  const word = digitOfWord(token);
  if (word) return { digits: word, start, end, source: 'word' };
  if (token.length >= 2 && /\d/u.test(token) && /^[\doil]+$/u.test(token))
    return { digits: token.replace(/o/gu, '0').replace(/[il]/gu, '1'), start, end, source: 'look-alike' };
  return null;
}

/** The phone numbers among a run's groups: the longest valid stretch first, then what follows it. */
function phonesInRun(text: string, run: TDigitRun, countries: readonly string[]): TSpan[] {
  const spans: TSpan[] = [];
  const { groups } = run;
  let first = 0;
  while (first < groups.length) {
    let found = -1;
    // A number has at most 15 digits, so at most 15 groups: a long run costs linear time, not cubic.
    for (let last = Math.min(groups.length, first + PHONE_MAX_DIGITS) - 1; last >= first && found < 0; last -= 1) {
      const stretch = groups.slice(first, last + 1);
      const digits = stretch.map((group) => group.digits).join('');
      if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) continue;
      // "born 02.02.1994 en Sevilla": a digit word beside written digits is a word of the sentence.
      const sources = new Set(stretch.map((group) => group.source));
      if (sources.has('word') && sources.size > 1) continue;
      if (looksLikeAmountOrDate(text, stretch)) continue;
      if (isPhoneNumber(digits, run.plus && first === 0, countries)) found = last;
    }
    if (found < 0) {
      first += 1;
      continue;
    }
    const start = run.plus && first === 0 ? groups[first]!.start - 1 : groups[first]!.start;
    spans.push({ kind: 'phone', start: Math.max(0, start), end: groups[found]!.end });
    first = found + 1;
  }
  return spans;
}

function isPhoneNumber(digits: string, plus: boolean, countries: readonly string[]): boolean {
  if (plus || digits.startsWith('00')) {
    const international = parsePhoneNumberFromString(`+${plus ? digits : digits.slice(2)}`);
    if (international?.isValid()) return true;
  }
  return countries.some((country) => parsePhoneNumberFromString(digits, country as CountryCode)?.isValid());
}

const DATE = /^\d{1,2}([./-])\d{1,2}\1(?:\d{2}|\d{4})$|^\d{4}([./-])\d{1,2}\2\d{1,2}$/u;
const YEAR = /^(?:19|20)\d{2}$/u;

/** A date (12.05.2024), a span of years (1985-1990) or a number with a currency or a unit beside it. */
function looksLikeAmountOrDate(text: string, stretch: TDigitGroup[]): boolean {
  if (!stretch.every((group) => group.source === 'digits')) return false;
  const written = text.slice(stretch[0]!.start, stretch.at(-1)!.end);
  if (DATE.test(written.replace(/\s+/gu, ''))) return true;
  if (stretch.length === 2 && stretch.every((group) => YEAR.test(group.digits))) return true;
  const before = text.slice(Math.max(0, stretch[0]!.start - AMOUNT_CONTEXT), stretch[0]!.start);
  const after = text.slice(stretch.at(-1)!.end, stretch.at(-1)!.end + AMOUNT_CONTEXT);
  return AMOUNT_BEFORE.test(before) || AMOUNT_AFTER.test(after);
}

// ---------------------------------------------------------------------------------------------------------
// E-mail addresses and links

/** "at" as members write it to disguise an address, in our languages, with or without brackets. */
const AT_WORDS =
  'at|ät|arroba|arobase|arrobase|chiocciola|małpa|malpa|snabel-?a|apenstaartje|klammeraffe|alfakrøll|grisehale|kissanhäntä';
/** "dot" likewise. */
const DOT_WORDS = 'dot|punkt|punt|point|punto|piste|kropka|prik|pisteen';
/** "(at)", "[@]", " @ ": an @ no one writes by accident. */
const BRACKETED_AT = new RegExp(
  `(?<=[\\p{L}\\p{N}_])(?:\\s*[([{<]\\s*(?:${AT_WORDS}|@)\\s*[)\\]}>]\\s*|\\s+@\\s+)(?=[\\p{L}\\p{N}])`,
  'gu',
);
/** " at " as a bare word: also ordinary speech ("mail me at anna@…"), so it is read as @ in one reading only. */
const SPOKEN_AT = new RegExp(`(?<=[\\p{L}\\p{N}_])\\s+(?:${AT_WORDS})\\s+(?!www\\.|https?:)(?=[\\p{L}\\p{N}])`, 'gu');
const DISGUISED_DOT = new RegExp(
  `(?<=[\\p{L}\\p{N}])(?:\\s*[([{<]\\s*(?:${DOT_WORDS}|\\.)\\s*[)\\]}>]\\s*|\\s+(?:${DOT_WORDS})\\s+|\\s+\\.\\s*|\\s*\\.\\s+(?=(?:com|net|org|info)\\b))(?=[\\p{L}\\p{N}])`,
  'gu',
);
/** Mail services whose name alone, after an @, makes an address ("anna@gmail"). */
const MAIL_SERVICE_ADDRESS =
  /(?<![\p{L}\p{N}._-])[\p{L}\p{N}._-]{2,}@(?:gmail|googlemail|hotmail|outlook|yahoo|icloud|gmx|protonmail|onet|interia|libero|laposte|telenet|skynet|ziggo|kpnmail|hetnet|yandex|aol)(?![\p{L}\p{N}.])/gu;
/** Top-level domains a bare word with a dot ("nice.com") is an address in; other short ones need more. */
const GENERIC_TLDS = new Set(['com', 'net', 'org', 'info', 'biz', 'io', 'me', 'ly', 'app', 'gg', 'co', 'xyz', 'link']);

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false });

/**
 * Addresses and links in three readings of the text, joined: as written, with bracketed "(at)" and spelled-out
 * "dot" as @ and `.`, and with a bare " at " as @ too. One reading alone misses one: "mail me at anna@x.com"
 * read with every "at" becomes "me@anna@x.com", and "me at anna (at) gmail dot com" needs the brackets read.
 */
function addressSpans(folded: TScreeningText): TSpan[] {
  const spans: TSpan[] = [];
  for (const reading of readings(folded.text)) {
    const toFolded = (index: number) => reading.origins[index]!;
    for (const match of linkify.match(reading.text) ?? []) {
      if (match.schema !== 'mailto:' && !isDeliberateLink(match)) continue;
      const kind: TContactKind = match.schema === 'mailto:' || /^[^/]*@/u.test(match.raw) ? 'email' : 'link';
      spans.push({ kind, start: toFolded(match.index), end: toFolded(match.lastIndex - 1) + 1 });
    }
    for (const match of reading.text.matchAll(MAIL_SERVICE_ADDRESS))
      spans.push({ kind: 'email', start: toFolded(match.index), end: toFolded(match.index + match[0].length - 1) + 1 });
  }
  return spans;
}

/** A link written on purpose: with a scheme, www., a path, or a name of three letters or more before its domain. */
function isDeliberateLink(match: Match): boolean {
  if (match.schema !== '') return true;
  if (/^www\./u.test(match.raw) || /\//u.test(match.raw)) return true;
  const labels = match.raw.split('.');
  const domain = labels.at(-1) ?? '';
  return GENERIC_TLDS.has(domain) || (labels.at(-2)?.length ?? 0) >= 3;
}

/** The folded text as written, and with disguised "at" and "dot" written as @ and `.`; origins point into it. */
function readings(text: string): TScreeningText[] {
  const replace = (input: TScreeningText, pattern: RegExp, by: string): TScreeningText => {
    let out = '';
    const origins: number[] = [];
    let at = 0;
    for (const match of input.text.matchAll(pattern)) {
      for (let index = at; index < match.index; index += 1) {
        out += input.text[index];
        origins.push(input.origins[index]!);
      }
      out += by;
      origins.push(input.origins[match.index]!);
      at = match.index + match[0].length;
    }
    for (let index = at; index < input.text.length; index += 1) {
      out += input.text[index];
      origins.push(input.origins[index]!);
    }
    return { text: out, origins };
  };
  const asWritten: TScreeningText = { text, origins: Array.from({ length: text.length }, (_, index) => index) };
  const bracketed = replace(replace(asWritten, BRACKETED_AT, '@'), DISGUISED_DOT, '.');
  return [asWritten, bracketed, replace(bracketed, SPOKEN_AT, '@')];
}

// ---------------------------------------------------------------------------------------------------------
// Messenger handles

/** Messengers and social networks members move a conversation to; short names count only before a handle. */
const MESSENGERS =
  /\b(?:whats\s?app|watsapp|whatsap|wapp|wa|telegram|telegramm|tg|snapchat|snap|sc|instagram|insta|ig|kik|signal|viber|skype|facebook|fb|messenger|wechat|discord|tiktok|onlyfans|threema|line|imessage)\b/gu;
/** A handle: letters, digits, dots and underscores, with something that a plain word does not have. */
const HANDLE = /^@?[\p{L}\p{N}][\p{L}\p{N}._-]{2,31}$/u;
/** Words that stand between a messenger's name and the handle ("add me on snap: anna_92", "mein insta ist"). */
const HANDLE_FILLERS = new Set([
  'me',
  'on',
  'at',
  'is',
  'my',
  'name',
  'id',
  'user',
  'username',
  'add',
  'via',
  'op',
  'auf',
  'på',
  'su',
  'sur',
  'na',
  'w',
  'i',
  'ist',
  'er',
  'är',
  'jest',
  'es',
  'est',
  'è',
  'mein',
  'meine',
  'mijn',
  'min',
  'mitt',
  'mon',
  'ma',
  'il',
  'mi',
  'mio',
  'mój',
  'moj',
  'minun',
  'nimi',
  'nick',
  'handle',
  'account',
  'konto',
]);
/** A bare @handle, not part of an e-mail address. */
const BARE_HANDLE = /(?<![\p{L}\p{N}._@-])@[\p{L}\p{N}_][\p{L}\p{N}._]{2,29}/gu;

function handleSpans(text: string): TSpan[] {
  const spans: TSpan[] = [];
  for (const match of text.matchAll(BARE_HANDLE))
    spans.push({ kind: 'handle', start: match.index, end: match.index + match[0].length });
  for (const messenger of text.matchAll(MESSENGERS)) {
    const after = messenger.index + messenger[0].length;
    const handle = handleAfter(text, after);
    if (handle) spans.push({ kind: 'handle', start: messenger.index, end: handle.end });
  }
  return spans;
}

/** The handle that follows a messenger's name, past punctuation and a few filler words. */
function handleAfter(text: string, from: number): { end: number } | null {
  const tokens = text.slice(from).matchAll(/[\p{L}\p{N}@._-]+|[:=>-]+/gu);
  let marked = false;
  let words = 0;
  for (const token of tokens) {
    const value = token[0].replace(/[._-]+$/u, '');
    if (/^[:=>-]+$/u.test(value)) {
      marked = true;
      continue;
    }
    if (HANDLE_FILLERS.has(value) && words < 4) {
      words += 1;
      continue;
    }
    const handleLike =
      HANDLE.test(value) && /\p{L}/u.test(value) && (marked || value.startsWith('@') || /[\d._]/u.test(value));
    return handleLike ? { end: from + token.index + value.length } : null;
  }
  return null;
}

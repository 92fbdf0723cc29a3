import {
  CONTACT_FLAG_STATUSES,
  type TContactDetailKind,
  type TContactFlagStatus,
  type TContactSpan,
} from '@app/shared';

/** The server lists 20 flags a page: a full page means another may follow. */
export const CONTACT_FLAGS_PAGE_SIZE = 20;

export function isContactFlagStatus(value: string | null): value is TContactFlagStatus {
  return (CONTACT_FLAG_STATUSES as readonly (string | null)[]).includes(value);
}

/** A piece of a flagged text: plain, or a contact detail of a kind. */
export interface TTextPart {
  start: number;
  text: string;
  kind: TContactDetailKind | null;
}

/**
 * The text cut at its findings (UTF-16 indices, end exclusive), in order. Findings that overlap are marked as
 * one stretch (the first one's kind); whatever lies outside the text is left out.
 */
export function textParts(text: string, findings: readonly TContactSpan[]): TTextPart[] {
  const parts: TTextPart[] = [];
  let at = 0;
  for (const finding of [...findings].sort((a, b) => a.start - b.start)) {
    const end = Math.min(finding.end, text.length);
    if (finding.start >= end || end <= at) continue;
    const previous = parts.at(-1);
    if (finding.start < at && previous?.kind) {
      previous.text += text.slice(at, end);
    } else {
      if (finding.start > at) parts.push({ start: at, text: text.slice(at, finding.start), kind: null });
      parts.push({ start: finding.start, text: text.slice(finding.start, end), kind: finding.kind });
    }
    at = end;
  }
  if (at < text.length) parts.push({ start: at, text: text.slice(at), kind: null });
  return parts;
}

/**
 * Where a refused message would have stood among the messages around it: after the last one written before
 * the attempt (the server also lists a few written after it).
 */
export function refusedPosition(context: readonly { created_at: string }[], refusedAt: string): number {
  const time = Date.parse(refusedAt);
  let position = 0;
  context.forEach((message, index) => {
    if (Date.parse(message.created_at) <= time) position = index + 1;
  });
  return position;
}

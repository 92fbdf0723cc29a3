import type { TFunction } from 'i18next';
import type { TMessage } from '@app/shared';

/** Characters of a text message shown in the chats list before it is cut off. */
export const PREVIEW_LENGTH = 80;

/** A text on one line, cut at a word near `max` characters with an ellipsis. */
export function shortenText(text: string, max = PREVIEW_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The last message of a conversation as the chats list shows it: the text, "Gift: Rose" or "Photo"
 * (with the icon of `previewIcon`), with "You: " in front when the member wrote it.
 */
export function messagePreview(message: TMessage | null, ownProfileId: number | null, t: TFunction): string {
  if (!message) return '';
  const content =
    message.kind === 'gift'
      ? t('chat.preview.gift', { name: message.gift?.name ?? '' })
      : message.kind === 'photo'
        ? t('chat.preview.photo')
        : shortenText(message.body);
  return message.sender_id === ownProfileId ? t('chat.preview.own', { text: content }) : content;
}

/** The icon in front of a gift or photo preview: an SVG, since emoji show as boxes without a colour-emoji font. */
export function previewIcon(message: TMessage | null): 'gift' | 'photo' | null {
  if (message?.kind === 'gift') return 'gift';
  if (message?.kind === 'photo') return 'photo';
  return null;
}

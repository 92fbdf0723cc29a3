import type { TMessage } from '@app/shared';
import type { TMessageRow } from './chat.queries';

/** A gift's name in the member's language, else English, else its key. */
export function giftName(names: Record<string, string>, key: string, language: string): string {
  return names[language] ?? names.en ?? key;
}

/** A stored message as the API shows it; gift names in the reader's language. */
export function toMessage(row: TMessageRow, language: string): TMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    kind: row.kind,
    body: row.body,
    gift:
      row.gift_key && row.gift_image
        ? { key: row.gift_key, name: giftName(row.gift_names ?? {}, row.gift_key, language), image: row.gift_image }
        : null,
    photo:
      row.photo_filename && row.photo_thumb_filename
        ? { filename: row.photo_filename, thumb_filename: row.photo_thumb_filename }
        : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@app/shared/locales/en.json';
import { messagePreview, previewIcon, shortenText } from './message-preview';
import { message } from './test-fixtures';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation: en } } }));
const t = (...args: Parameters<typeof i18n.t>) => i18n.t(...args);

describe('the last message as the chats list shows it', () => {
  it('shows a text on one line, cut at a word with an ellipsis', () => {
    expect(shortenText('  Hello\n\nthere  ')).toBe('Hello there');
    const long = 'word '.repeat(30);
    const short = shortenText(long, 22);
    expect(short).toBe('word word word word…');
  });

  it('names gifts and photos, and marks the member’s own messages', () => {
    const gift = message(1, { kind: 'gift', body: '', gift: { key: 'rose', name: 'Rose', image: 'gifts/rose.svg' } });
    expect(messagePreview(gift, 1, t as never)).toBe('Gift: Rose');
    const photo = message(2, { kind: 'photo', body: '', photo: { filename: 'a.jpg', thumb_filename: 'a-t.jpg' } });
    expect(messagePreview(photo, 1, t as never)).toBe('Photo');
    expect(messagePreview(message(3, { body: 'Hi!', sender_id: 1 }), 1, t as never)).toBe('You: Hi!');
    expect(messagePreview(message(4, { body: 'Hi!' }), 1, t as never)).toBe('Hi!');
    expect(messagePreview(null, 1, t as never)).toBe('');
    expect([previewIcon(gift), previewIcon(photo), previewIcon(message(5, { body: 'Hi' }))]).toEqual([
      'gift',
      'photo',
      null,
    ]);
  });
});

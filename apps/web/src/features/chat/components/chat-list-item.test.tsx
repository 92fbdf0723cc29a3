import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TChatPartner } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { card, chat } from '../test-fixtures';
import { ChatListItem } from './chat-list-item';

const i18n = i18next.createInstance();
beforeAll(() => i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } }));
afterEach(cleanup);

function renderRow(profile: TChatPartner, { deletable = true } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ul>
          <ChatListItem
            chat={chat(7, { profile })}
            ownProfileId={1}
            cdnPrefix="/media/"
            fictional={{ icon: '★', singular: 'Fictional' }}
            now={new Date()}
            onDelete={deletable ? () => undefined : undefined}
          />
        </ul>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const anna = {
  ...card(2, 'Anna'),
  main_image: { filename: 'anna.jpg', card_filename: null, thumb_filename: 'anna-t.jpg' },
  online_recently: true,
  availability: 'available' as const,
};

describe('a conversation on the chats list', () => {
  it('shows the partner’s photo, name and online dot', () => {
    const { container } = renderRow(anna);
    expect(screen.getByRole('link', { name: 'Conversation with Anna' })).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/anna-t.jpg');
    expect(screen.getByRole('img', { name: en.common.onlineRecently })).toBeTruthy();
  });

  it('shows a member who blocked or was banned as "unavailable": no photo, no online dot', () => {
    const { container } = renderRow({ id: 2, availability: 'unavailable' });
    expect(screen.getByText(en.chat.unavailableMember)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img', { name: en.common.onlineRecently })).toBeNull();
    expect(screen.getByTestId('avatar-hidden')).toBeTruthy();
  });

  it('shows a member who deleted the account as "deleted member" without photo', () => {
    const { container } = renderRow({ id: 2, availability: 'deleted' });
    expect(screen.getByText(en.chat.deletedMember)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).not.toContain('Anna');
  });

  it('offers deleting only where the list can delete (the member home shows the same row without)', () => {
    renderRow(anna);
    expect(screen.getByRole('button', { name: en.chat.deleteLabel.replace('{{name}}', 'Anna') })).toBeTruthy();
    cleanup();
    renderRow(anna, { deletable: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Conversation with Anna' })).toBeTruthy();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmedMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { card } from '../../chat/test-fixtures';
import { MemberCard } from './member-card';

const render = (element: React.ReactElement) => renderScreen(element, { route: 'members', user: confirmedMember });

describe('a member card', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the silhouette without a photo, and the photo when there is one', () => {
    render(<MemberCard member={card(2, 'Anna')} />);
    expect(screen.getByTestId('silhouette')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    const bea = {
      ...card(3, 'Bea'),
      main_image: { filename: 'b.jpg', card_filename: null, thumb_filename: 'b-t.jpg' },
    };
    render(<MemberCard member={bea} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/media/b.jpg');
    expect(screen.getAllByTestId('silhouette')).toHaveLength(1);
  });

  it('draws the card-size copy of the photo when it has one', () => {
    const main_image = { filename: 'b.jpg', card_filename: 'b-c.webp', thumb_filename: 'b-t.jpg' };
    render(<MemberCard member={{ ...card(3, 'Bea'), main_image }} />);
    const img = document.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/b-c.webp');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '640']);
  });

  it('carries the fictional mark, named for screen readers', () => {
    render(<MemberCard member={{ ...card(2, 'Anna'), fictional: true }} />);
    expect(screen.getByTestId('fictional-mark').textContent).toContain('★');
    expect(screen.getByText(/This profile is fictional/).className).toBe('visually-hidden');
  });

  it('pops the heart on the click', () => {
    const onLike = vi.fn();
    render(<MemberCard member={card(2, 'Anna')} liked={false} onLike={onLike} />);
    const heart = screen.getByRole('button', { name: 'Like Anna' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(onLike).toHaveBeenCalledOnce();
    expect(heart.querySelector('.like-pop')).toBeTruthy();
    expect(heart.querySelector('.filled')).toBeNull();
  });

  it('shows a liked member’s heart filled and pressed', () => {
    render(<MemberCard member={card(2, 'Anna')} liked onLike={vi.fn()} />);
    const heart = screen.getByRole('button', { name: 'Like Anna' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.querySelector('.like-heart.filled')).toBeTruthy();
  });

  it('never shows a visitor’s heart (it opens the signup) as liked', () => {
    render(<MemberCard member={card(2, 'Anna')} onLike={vi.fn()} />);
    const heart = screen.getByRole('button', { name: 'Like Anna' });
    fireEvent.click(heart);
    expect(heart.hasAttribute('aria-pressed')).toBe(false);
    expect(heart.querySelector('.like-pop, .filled')).toBeNull();
  });
});

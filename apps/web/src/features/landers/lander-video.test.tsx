import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { LanderVideo, useFirstInteraction } from './lander-video';

const sources = [
  { src: '/media/v.webm', type: 'video/webm' },
  { src: '/media/v.mp4', type: 'video/mp4' },
];

/** The video as the lander uses it; `late` mounts it only after a click (the server was still making it). */
function Lander({ late = false }: { late?: boolean }) {
  const interacted = useFirstInteraction();
  const [ready, setReady] = useState(!late);
  return (
    <>
      <button onClick={() => setReady(true)}>ready</button>
      {ready && <LanderVideo start={interacted} poster="/media/p.jpg" sources={sources} onPlaying={() => {}} />}
    </>
  );
}

describe('the lander video (issue 19: at most 400 KB of media before the visitor interacts)', () => {
  // jsdom has no media playback: the test only sees whether the page asks the element to play.
  const realPlay = HTMLMediaElement.prototype.play;
  const play = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    play.mockClear();
    HTMLMediaElement.prototype.play = play;
  });
  afterEach(() => {
    cleanup();
    HTMLMediaElement.prototype.play = realPlay;
  });

  it('fetches nothing but its poster until the visitor interacts', () => {
    const { container } = render(<Lander />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('poster')).toBe('/media/p.jpg');
    expect(play).not.toHaveBeenCalled();
  });

  it.each(['pointerDown', 'keyDown', 'scroll'] as const)('starts playing on the first %s', (event) => {
    render(<Lander />);
    fireEvent[event](window);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('plays at once when the visitor interacted before the video was made', () => {
    const { getByText } = render(<Lander late />);
    fireEvent.scroll(window);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(getByText('ready'));
    expect(play).toHaveBeenCalledTimes(1);
  });
});

import { useEffect, useRef, useState } from 'react';

/** What counts as the visitor's first interaction: a touch, a click, a key or a scroll. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * True from the visitor's first interaction with the page on. The lander video (about 1 MB) waits for it:
 * a visitor who only looks gets the poster and the CSS slideshow, not a megabyte on a phone connection
 * (issue 19 item 5, decision 031).
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const onInteraction = () => setInteracted(true);
    const options = { once: true, passive: true, capture: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, options);
    };
  }, [interacted]);
  return interacted;
}

interface TLanderVideoProps {
  /** The visitor has interacted with the page (`useFirstInteraction` of the page, which may come before the video exists). */
  start: boolean;
  poster: string;
  sources: ReadonlyArray<{ src: string; type: string }>;
  onPlaying: () => void;
}

/**
 * The lander's muted loop. Until the visitor interacts it fetches nothing but its poster (preload none,
 * no autoplay); then it starts to play.
 */
export function LanderVideo({ start, poster, sources, onPlaying }: TLanderVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // A browser may still refuse to play (power saving): the slideshow stays, which is fine.
    if (start) void video.current?.play()?.catch(() => undefined);
  }, [start]);
  return (
    <video
      ref={video}
      className="video-media"
      muted
      loop
      playsInline
      preload="none"
      poster={poster}
      width={720}
      height={1280}
      aria-hidden="true"
      onPlaying={onPlaying}
    >
      {sources.map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
    </video>
  );
}

import { useEffect } from 'react';

/** Tells the server when the page goes to the background, so "last active" stays true. */
export function PageHiddenBeacon({ loggedIn }: { loggedIn: boolean }) {
  useEffect(() => {
    if (!loggedIn) return;
    const onChange = () => {
      if (document.visibilityState !== 'hidden') return;
      const body = new Blob(['{}'], { type: 'application/json' });
      if (!navigator.sendBeacon?.('/api/page-hidden.php', body)) {
        void fetch('/api/page-hidden.php', {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
          keepalive: true,
        });
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [loggedIn]);
  return null;
}

/** Small line icons of the chat (emoji are not reliable on every device); decorative, 1em high. */
const paths = {
  back: 'M15 5l-7 7 7 7',
  send: 'M4 12l16-8-6 16-2.5-6.5L4 12z M11.5 13.5L20 4',
  gift: 'M4 10h16v4H4z M5 14h14v6H5z M12 10v10 M12 10c-2-4-6-4-6-1.5S9.5 10 12 10zm0 0c2-4 6-4 6-1.5S14.5 10 12 10z',
  photo: 'M4 7h3l2-2h6l2 2h3v12H4z M12 16.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18z M12 7v5l3 2',
  alert: 'M12 3l9.5 17h-19z M12 10v4 M12 17v.5',
  more: 'M12 5.5v.5 M12 12v.5 M12 18.5v.5',
  trash: 'M5 7h14 M10 7V4.5h4V7 M6.5 7l1 13h9l1-13 M10.5 11v6 M13.5 11v6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

export function ChatIcon({ name, className = '' }: { name: keyof typeof paths; className?: string }) {
  return (
    <svg
      className={`chat-icon ${className}`}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}

import { Outlet } from 'react-router';
import { EntryWarning } from './entry-warning';

/** Bare: the conversation fills the screen. */
export function ChatLayout() {
  return (
    <>
      <main id="content" data-layout="chat" className="d-flex flex-column">
        <Outlet />
      </main>
      <EntryWarning layout="chat" />
    </>
  );
}

import { Outlet } from 'react-router';
import { EntryWarning } from './entry-warning';
import { SignupModal } from './signup-modal';

export function EmptyLayout() {
  return (
    <>
      <main id="content" data-layout="empty">
        <Outlet />
      </main>
      <EntryWarning layout="empty" />
      <SignupModal />
    </>
  );
}

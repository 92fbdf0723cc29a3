import { useEffect } from 'react';
import { useUser } from '../../auth/auth.queries';
import { forgetChatDrafts } from '../send-message';
import { useRealtime } from './use-realtime';

function MemberRealtime({ profileId }: { profileId: number }) {
  useRealtime(profileId);
  // Gone when the member logs out (or another logs in).
  useEffect(() => forgetChatDrafts, [profileId]);
  return null;
}

/** Mounted once by the app shell for logged-in members: the realtime channel of this tab. */
export function Realtime() {
  const user = useUser();
  return user ? <MemberRealtime profileId={user.profile.id} /> : null;
}

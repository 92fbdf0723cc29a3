import type { AppDeps } from '../app-deps';
import { exportAccountSections } from './export-account.queries';
import { exportPaymentSections } from './export-payments.queries';
import { EXPORT_FORMAT_VERSION, ZAccountExport, type TAccountExport } from './export-schema';
import { exportChatSections, exportSocialSections } from './export-social.queries';

/**
 * Everything we hold about a member (GDPR articles 15 and 20), as one JSON document in the shape of
 * docs/data-export.md. Parsed by its schema before it leaves, so a column that is not described there
 * (a password hash, a token) cannot slip out; export-coverage.ts says, for every table about members,
 * what is exported and why the rest is not.
 */
export async function exportAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cipher'>,
  userId: number,
): Promise<TAccountExport> {
  const { db } = deps;
  const account = await exportAccountSections(db, userId);
  const profileId = account.profile?.id ?? 0;
  return ZAccountExport.parse({
    format: { name: 'member-data-export', version: EXPORT_FORMAT_VERSION },
    exported_at: deps.clock.now().toISOString(),
    ...account,
    ...(await exportSocialSections(db, profileId)),
    ...(await exportChatSections(db, userId, profileId)),
    ...(await exportPaymentSections(db, deps.cipher, userId)),
  });
}

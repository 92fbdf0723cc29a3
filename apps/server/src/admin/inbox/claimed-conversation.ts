import { isLanguage, type TAdminInboxConversation, type TLanguage } from '@app/shared';
import { messageRows } from '../../chat/chat.queries';
import { toMessage } from '../../chat/message-view';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { isoOrNull } from '../../lib/iso';
import { toCard } from '../../members/cards';
import { profileCards } from '../../members/cards.queries';
import type { TStaffMember } from '../auth/staff-session';
import { requireClaim } from './claim-conversation';
import type { TInboxDeps } from './inbox-deps';
import { inboxSides } from './inbox.queries';

const QUICK_REPLIES = ['greeting', 'howAreYou', 'tellMore', 'compliment', 'busy', 'plans'] as const;

/** What the claiming operator works with: both profiles, the whole conversation, notes and quick replies. */
export async function claimedConversation(
  deps: TInboxDeps,
  staff: TStaffMember,
  conversationId: number,
): Promise<TAdminInboxConversation> {
  const now = deps.clock.now();
  await requireClaim(deps.db, staff, conversationId, now);
  const sides = await inboxSides(deps.db, conversationId);
  if (!sides) throw new AppError('not_found');
  const profile = (id: number) =>
    profileCards(deps.db, sides.site_id)
      .select([
        'p.about',
        'p.gender',
        'p.sexuality',
        'p.seeking',
        'p.hair_color',
        'p.eye_color',
        'p.body_type',
        'p.relationship_status',
        'u.language',
      ])
      .where('p.id', '=', id)
      .executeTakeFirstOrThrow();
  const [fictional, member, messages, notes] = await Promise.all([
    profile(sides.fictional_profile_id),
    profile(sides.member_profile_id),
    messageRows(deps.db).where('m.conversation_id', '=', conversationId).orderBy('m.id', 'desc').limit(200).execute(),
    deps.db
      .selectFrom('operator_notes as n')
      .leftJoin('staff as st', 'st.id', 'n.staff_id')
      .select(['n.id', 'n.text', 'n.created_at', 'st.name as author'])
      .where('n.conversation_id', '=', conversationId)
      .orderBy('n.id')
      .execute(),
  ]);
  const language: TLanguage = isLanguage(member.language) ? member.language : 'en';
  // Photos are served under the conversation's own site's address, which may differ from the console's.
  const site = await deps.db
    .selectFrom('sites')
    .select('cdn_prefix')
    .where('id', '=', sides.site_id)
    .executeTakeFirstOrThrow();
  const facts = (row: typeof member) => ({
    ...toCard(row, now),
    about: row.about,
    gender: row.gender,
    sexuality: row.sexuality,
    seeking: row.seeking,
    interests: row.interests as string[],
    hair_color: row.hair_color,
    eye_color: row.eye_color,
    body_type: row.body_type,
    relationship_status: row.relationship_status,
    language: row.language,
  });
  return {
    conversation_id: conversationId,
    cdn_prefix: site.cdn_prefix,
    fictional: facts(fictional),
    member: facts(member),
    messages: messages.reverse().map((row) => toMessage(row, 'en')),
    notes: notes.map((note) => ({ ...note, created_at: isoOrNull(note.created_at)! })),
    quick_replies: QUICK_REPLIES.map((key) =>
      translate(language, `operatorQuickReplies.${key}`, { name: member.name }),
    ),
  };
}

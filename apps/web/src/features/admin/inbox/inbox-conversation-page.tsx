import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { errorMessage, useStaff } from '../console-api';
import { ConsoleMessage, ErrorAlert, Loading } from '../components/status';
import { ConversationLog } from './components/conversation-log';
import { NotesPanel } from './components/notes-panel';
import { ProfilePanel } from './components/profile-panel';
import { ReplyForm, type TAfterSend } from './components/reply-form';
import { nextConversation } from './inbox-logic';
import { claimConversation, fetchQueue, inboxKeys, releaseConversation, useInboxConversation } from './inbox.queries';
import { isClaimedElsewhere, useClaim } from './use-claim';
import './inbox.scss';

/** `/admin/inbox/:conversationId`: one claimed conversation, answered as the fictional profile. */
export function InboxConversationPage() {
  const { t } = useTranslation('console-shell');
  const id = Number(useParams().conversationId);
  if (!Number.isInteger(id) || id <= 0) return <ConsoleMessage>{t('notFound')}</ConsoleMessage>;
  // A fresh claim and form for each conversation, also when "next conversation" stays on this route.
  return <ClaimedConversation key={id} conversation={id} />;
}

/** Claims the longest waiting conversation nobody else holds; its id, or null when there is none. */
async function claimNext(staffId: number, done: number): Promise<number | null> {
  let queue = await fetchQueue();
  for (;;) {
    const next = nextConversation(queue, staffId, done);
    if (!next) return null;
    try {
      await claimConversation(next.conversation_id);
      return next.conversation_id;
    } catch (error) {
      if (!isClaimedElsewhere(error)) return null;
      queue = queue.filter((entry) => entry !== next);
    }
  }
}

const minutesAndSeconds = (milliseconds: number) => {
  const seconds = Math.ceil(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function ClaimedConversation({ conversation }: { conversation: number }) {
  const { t } = useTranslation('console-inbox');
  const staff = useStaff();
  const navigate = useNavigate();
  const { claim, holding, lapsed, millisecondsLeft, renew, markLost } = useClaim(conversation);
  const details = useInboxConversation(conversation, holding);
  const lost = claim.status === 'lost' || isClaimedElsewhere(details.error);
  const [moving, setMoving] = useState(false);
  const release = useMutation({
    mutationFn: () => releaseConversation(conversation),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.queue });
      void navigate('/admin/inbox');
    },
  });

  const afterSent = async (after: TAfterSend) => {
    if (after === 'next') {
      setMoving(true);
      const next = await claimNext(staff.id, conversation).catch(() => null);
      if (next !== null) return navigate(`/admin/inbox/${next}`);
    }
    await navigate('/admin/inbox');
  };

  const data = details.data;
  const names = data && { member: data.member.name, fictional: data.fictional.name };

  return (
    <div className="inbox">
      <Link to="/admin/inbox" className="small d-inline-block mb-2">
        <span aria-hidden="true">← </span>
        {t('conversation.back')}
      </Link>
      <h1 className="h3">{names ? t('conversation.title', names) : t('title')}</h1>

      {claim.status === 'claiming' && (
        <p className="text-body-secondary" role="status">
          {t('conversation.claiming')}
        </p>
      )}
      {holding && (
        <div className="alert alert-info py-2 d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span data-testid="claim-status">
            {t('conversation.held', { time: minutesAndSeconds(millisecondsLeft) })}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            title={t('conversation.releaseHelp')}
            disabled={release.isPending || moving}
            onClick={() => release.mutate()}
          >
            {t('conversation.release')}
          </button>
        </div>
      )}
      {lapsed && !lost && (
        <div
          className="alert alert-warning py-2 d-flex flex-wrap align-items-center justify-content-between gap-2"
          role="status"
        >
          <span>{t('conversation.lapsed')}</span>
          <button type="button" className="btn btn-sm btn-warning" onClick={() => void renew()}>
            {t('conversation.reclaim')}
          </button>
        </div>
      )}
      {lost && (
        <div
          className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2"
          role="alert"
        >
          <span>{t('conversation.lost')}</span>
          <Link to="/admin/inbox" className="btn btn-sm btn-outline-danger">
            {t('conversation.back')}
          </Link>
        </div>
      )}
      {claim.status === 'failed' && (
        <ConsoleMessage tone="danger" onRetry={() => void renew()}>
          {errorMessage(claim.error)}
        </ConsoleMessage>
      )}
      <ErrorAlert error={release.error} />

      {data ? (
        <div className="inbox-workspace">
          <section className="console-card inbox-main" aria-labelledby="inbox-log-title">
            <h2 id="inbox-log-title" className="visually-hidden">
              {t('conversation.log', names!)}
            </h2>
            <ConversationLog
              messages={data.messages}
              fictional={data.fictional}
              member={data.member}
              cdnPrefix={data.cdn_prefix}
            />
            <hr />
            <ReplyForm
              conversation={conversation}
              fictionalName={data.fictional.name}
              quickReplies={data.quick_replies}
              disabled={!holding || lost || moving}
              onSent={(after) => void afterSent(after)}
              onClaimLost={markLost}
            />
          </section>
          <div className="inbox-side">
            <ProfilePanel profile={data.member} side="member" cdnPrefix={data.cdn_prefix} />
            <ProfilePanel profile={data.fictional} side="fictional" cdnPrefix={data.cdn_prefix} />
            <NotesPanel conversation={conversation} notes={data.notes} disabled={!holding || lost} />
          </div>
        </div>
      ) : holding && details.isPending ? (
        <Loading />
      ) : details.isError && !lost ? (
        <ConsoleMessage tone="danger" onRetry={() => void details.refetch()}>
          {errorMessage(details.error)}
        </ConsoleMessage>
      ) : null}
    </div>
  );
}

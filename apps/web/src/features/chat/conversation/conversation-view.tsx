import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TMessagesResponse, TUser } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useStore } from '../../../lib/store';
import { fictionalTexts } from '../../members/components/fictional-texts';
import { useSettings } from '../../sites/sites.queries';
import { loadOlderMessages, uploadChatPhoto, type TConversationBy } from '../chat.queries';
import { dispatchOutbox, newIdempotencyKey, outboxStore, targetKey, type TDraft, type TOutgoing } from '../outbox';
import { deliver, setDraft } from '../send-message';
import { partnerName } from '../chat-partner';
import { typingStore } from '../typing';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { ComposerNote, EmptyConversation, OlderNotice } from './conversation-notes';
import { GiftPicker } from './gift-picker';
import { IcebreakerModal } from './icebreaker-modal';
import { MessageList } from './message-list';
import { PhotoPreview } from './photo-preview';
import { SendAlert } from './send-alert';
import { useConversationSync } from './use-conversation-sync';

interface ConversationViewProps {
  by: TConversationBy;
  id: number;
  data: TMessagesResponse;
  user: TUser;
}

type TOlderState = { loading: boolean; limit: string | null; error: string | null };

/** A loaded conversation: header, messages, alerts and the composer, filling the screen. */
export function ConversationView({ by, id, data, user }: ConversationViewProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const target = targetKey(by, id);
  const profile = data.profile;
  const conversationId = data.conversation?.id ?? null;
  const outgoing = useStore(outboxStore).filter((item) => item.target === target);
  const typingIn = useStore(typingStore);
  const typing = conversationId !== null && Boolean(typingIn[conversationId]);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [giftsChosen, setGiftsChosen] = useState(false);
  const [icebreakers, setIcebreakers] = useState(false);
  const [uploading, setUploading] = useState(false);
  // A picked photo waits in its preview until the member sends it for its price, or cancels.
  const [picked, setPicked] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [older, setOlder] = useState<TOlderState>({ loading: false, limit: null, error: null });
  const [dismissed, setDismissed] = useState<string | null>(null);
  const blockedByMe = profile.blocked_by_me;
  const fictional = fictionalTexts(settings, t);
  usePageTitle(partnerName(profile, t));
  useConversationSync(by, id, data, user.profile.id);

  const lastFailed = outgoing.findLast((item) => item.state === 'failed');
  // Nobody to write to: a block either way, or a member whose card is withheld (banned, deleted).
  const blocked = profile.blocked || profile.availability !== 'available';
  // The server says when a free member's message here would start one conversation too many.
  const closed = blocked || data.free_chat_limit_reached;
  const giftsOpen = giftsChosen || searchParams.get('gift') === '1';
  const context = { ownProfileId: user.profile.id, otherProfileId: profile.id };

  function queue(draft: TDraft) {
    const item = { key: newIdempotencyKey(), target, draft, createdAt: new Date().toISOString() };
    dispatchOutbox({ type: 'queue', item });
    void deliver(queryClient, { ...item, state: 'pending' }, context);
  }

  function retry(item: TOutgoing) {
    // Only a message that is still failed goes again: a second click may reach the Retry button before the
    // list has redrawn without it (Preact keeps a removed button's handler), and it must not send twice.
    if (outboxStore.get().find((outgoing) => outgoing.key === item.key)?.state !== 'failed') return;
    dispatchOutbox({ type: 'retry', key: item.key });
    const { key, target: itemTarget, draft, createdAt } = item;
    void deliver(queryClient, { key, target: itemTarget, draft, createdAt, state: 'pending' }, context);
  }

  function closeGifts() {
    setGiftsChosen(false);
    if (searchParams.has('gift'))
      setSearchParams(
        (params) => {
          params.delete('gift');
          return params;
        },
        { replace: true },
      );
  }

  async function sendPhoto(file: File) {
    setUploading(true);
    setUploadError(null);
    try {
      queue({ kind: 'photo', photo: await uploadChatPhoto(file) });
    } catch (error) {
      const message = error instanceof ApiError && error.status < 500 ? error.message : t('toasts.genericError');
      setUploadError(t('chat.uploadFailed', { error: message }));
    } finally {
      setUploading(false);
    }
  }

  function loadOlder() {
    setOlder((state) => ({ ...state, loading: true, error: null }));
    loadOlderMessages(queryClient, by, id).then(
      () => setOlder((state) => ({ ...state, loading: false })),
      (error: unknown) => {
        const limit = error instanceof ApiError && error.code === 'chat_history_limit' ? error.message : null;
        setOlder({ loading: false, limit, error: limit ? null : t('chat.olderFailed') });
      },
    );
  }

  return (
    <>
      <ConversationHeader
        profile={profile}
        blockedByMe={blockedByMe}
        cdnPrefix={settings.cdn_prefix}
        fictional={fictional}
      />
      <MessageList
        data={data}
        outgoing={outgoing}
        ownProfileId={user.profile.id}
        cdnPrefix={settings.cdn_prefix}
        typing={typing}
        older={{
          loading: older.loading,
          blocked: older.limit !== null,
          notice: <OlderNotice limit={older.limit} error={older.error} />,
        }}
        onLoadOlder={loadOlder}
        onRetry={retry}
        onDiscard={(item) => dispatchOutbox({ type: 'discard', key: item.key })}
        empty={
          <EmptyConversation
            profile={profile}
            cdnPrefix={settings.cdn_prefix}
            onIcebreakers={closed ? null : () => setIcebreakers(true)}
          />
        }
      />
      <div className="chat-alerts">
        {lastFailed?.state === 'failed' && dismissed !== lastFailed.key && (
          <SendAlert
            failure={lastFailed.failure}
            message={lastFailed.message}
            onClose={() => setDismissed(lastFailed.key)}
          />
        )}
        {uploadError && (
          <div className="alert alert-danger chat-alert d-flex align-items-center gap-2 mb-0" role="alert">
            <span className="flex-grow-1 small">{uploadError}</span>
            <button
              type="button"
              className="btn-close"
              aria-label={t('common.close')}
              onClick={() => setUploadError(null)}
            />
          </div>
        )}
      </div>
      <Composer
        target={target}
        name={partnerName(profile, t)}
        conversationId={conversationId}
        maxLength={settings.message_length}
        contactPolicy={settings.contact_details}
        costs={data.costs}
        disabled={closed}
        uploading={uploading}
        note={<ComposerNote data={data} blockedByMe={blockedByMe} />}
        inputRef={inputRef}
        onSendText={(body) => queue({ kind: 'text', body })}
        onOpenGifts={() => setGiftsChosen(true)}
        onPickPhoto={setPicked}
      />
      {picked && !closed && (
        <PhotoPreview
          file={picked}
          name={partnerName(profile, t)}
          credits={data.costs.photo}
          onClose={() => setPicked(null)}
          onSend={() => {
            setPicked(null);
            void sendPhoto(picked);
          }}
        />
      )}
      {giftsOpen && !closed && (
        <GiftPicker
          name={partnerName(profile, t)}
          cdnPrefix={settings.cdn_prefix}
          credits={user.credits}
          onClose={closeGifts}
          onPick={(gift) => {
            closeGifts();
            queue({ kind: 'gift', gift });
          }}
        />
      )}
      {icebreakers && profile.availability === 'available' && (
        <IcebreakerModal
          name={profile.name}
          city={profile.city}
          onClose={() => setIcebreakers(false)}
          onPick={(text) => {
            setIcebreakers(false);
            setDraft(target, { text, error: null });
            setTimeout(() => inputRef.current?.focus(), 0);
          }}
        />
      )}
    </>
  );
}

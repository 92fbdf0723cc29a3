import { Gift, Heart, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberProfile } from '@app/shared';
import { openSignupModal } from '../../../layouts/signup-modal';
import { showToast } from '../../../lib/toasts';
import { useLike, useUnlike } from '../../likes/likes.queries';
import { BlockDialog } from '../blocks/block-dialog';
import { useBlock, useUnblock } from '../blocks/blocks.queries';
import { ReportModal } from '../complaints/report-modal';
import { pathTo } from '../../../routes';

interface MemberActionsProps {
  member: TMemberProfile;
  loggedIn: boolean;
  cdnPrefix: string;
}

/** Like, chat and gift; block and report in a smaller row. Visitors are asked to sign up first. */
export function MemberActions({ member, loggedIn, cdnPrefix }: MemberActionsProps) {
  const { t } = useTranslation();
  const like = useLike();
  const unlike = useUnlike();
  const block = useBlock();
  const unblock = useUnblock();
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const failed = () => showToast({ message: t('toasts.genericError'), variant: 'danger' });
  const photo = member.main_image ? `${cdnPrefix}${member.main_image.thumb_filename}` : null;

  // The button answers at once; the server's answer (and the toast or the match) follows.
  const liked = like.isPending ? true : unlike.isPending ? false : member.liked;
  const [popped, setPopped] = useState(false);

  function toggleLike() {
    if (!loggedIn) return openSignupModal();
    if (like.isPending || unlike.isPending) return;
    if (member.liked) unlike.mutate(member.id, { onError: failed });
    else {
      setPopped(true);
      like.mutate(
        { id: member.id, name: member.name, photo, fictional: member.fictional },
        { onError: (error) => showToast({ message: error.message, variant: 'danger' }) },
      );
    }
  }

  function toggleBlock() {
    if (member.blocked) unblock.mutate(member.id, { onError: failed });
    else setConfirmingBlock(true);
  }

  function confirmBlock() {
    block.mutate(member.id, {
      onSuccess: () => showToast({ message: t('member.blocked', { name: member.name }), variant: 'success' }),
      onError: failed,
      onSettled: () => setConfirmingBlock(false),
    });
  }

  const chatTo = pathTo('members-id-chat', { id: member.id });
  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className={`btn btn-lg flex-grow-1 ${liked ? 'btn-outline-primary' : 'btn-primary'}`}
          aria-pressed={loggedIn ? liked : undefined}
          disabled={member.blocked}
          onClick={toggleLike}
        >
          <Heart
            className={`icon-inline me-1 like-heart ${liked ? 'filled' : ''} ${popped ? 'like-pop' : ''}`}
            size="1em"
            aria-hidden="true"
            onAnimationEnd={() => setPopped(false)}
          />
          {liked ? t('member.liked') : t('member.like')}
        </button>
        {loggedIn && !member.blocked ? (
          <Link className="btn btn-lg btn-secondary flex-grow-1" to={chatTo}>
            <MessageCircle className="icon-inline me-1" size="1em" aria-hidden="true" />
            {t('member.chat')}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-lg btn-secondary flex-grow-1"
            disabled={member.blocked}
            onClick={openSignupModal}
          >
            <MessageCircle className="icon-inline me-1" size="1em" aria-hidden="true" />
            {t('member.chat')}
          </button>
        )}
        {loggedIn && !member.blocked ? (
          <Link
            className="btn btn-lg btn-outline-secondary"
            to={`${chatTo}?gift=1`}
            aria-label={t('member.gift', { name: member.name })}
          >
            <Gift className="icon-inline" size="1em" aria-hidden="true" />
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-lg btn-outline-secondary"
            disabled={member.blocked}
            aria-label={t('member.gift', { name: member.name })}
            onClick={openSignupModal}
          >
            <Gift className="icon-inline" size="1em" aria-hidden="true" />
          </button>
        )}
      </div>
      {loggedIn && (
        <div className="d-flex gap-3 mt-3 small">
          <button
            type="button"
            className="btn btn-link btn-sm p-0 text-body-secondary"
            disabled={block.isPending || unblock.isPending}
            onClick={toggleBlock}
          >
            {member.blocked ? t('member.unblock') : t('member.block')}
          </button>
          <button
            type="button"
            className="btn btn-link btn-sm p-0 text-body-secondary"
            onClick={() => setReporting(true)}
          >
            {t('member.report')}
          </button>
        </div>
      )}
      {!loggedIn && (
        <Link
          className="d-inline-block mt-3 small text-body-secondary"
          to={pathTo('complaints', {}, { profile: member.id })}
        >
          {t('member.report')}
        </Link>
      )}
      {reporting && <ReportModal profileId={member.id} name={member.name} onClose={() => setReporting(false)} />}
      {confirmingBlock && (
        <BlockDialog
          name={member.name}
          pending={block.isPending}
          onConfirm={confirmBlock}
          onCancel={() => setConfirmingBlock(false)}
        />
      )}
    </div>
  );
}

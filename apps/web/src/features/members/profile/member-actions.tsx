import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMemberProfile } from '@app/shared';
import { openSignupModal } from '../../../layouts/signup-modal';
import { showToast } from '../../../lib/toasts';
import { useLike, useUnlike } from '../../likes/likes.queries';
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
  const failed = () => showToast({ message: t('toasts.genericError'), variant: 'danger' });
  const photo = member.main_image ? `${cdnPrefix}${member.main_image.thumb_filename}` : null;

  function toggleLike() {
    if (!loggedIn) return openSignupModal();
    if (member.liked) unlike.mutate(member.id, { onError: failed });
    else
      like.mutate(
        { id: member.id, name: member.name, photo },
        { onError: (error) => showToast({ message: error.message, variant: 'danger' }) },
      );
  }

  function toggleBlock() {
    if (member.blocked) unblock.mutate(member.id, { onError: failed });
    else if (window.confirm(t('member.blockConfirm', { name: member.name })))
      block.mutate(member.id, {
        onSuccess: () => showToast({ message: t('member.blocked', { name: member.name }), variant: 'success' }),
        onError: failed,
      });
  }

  const chatTo = pathTo('members-id-chat', { id: member.id });
  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className={`btn btn-lg flex-grow-1 ${member.liked ? 'btn-outline-primary' : 'btn-primary'}`}
          aria-pressed={member.liked}
          disabled={like.isPending || unlike.isPending || member.blocked}
          onClick={toggleLike}
        >
          <span aria-hidden="true">♥</span> {member.liked ? t('member.liked') : t('member.like')}
        </button>
        {loggedIn && !member.blocked ? (
          <Link className="btn btn-lg btn-secondary flex-grow-1" to={chatTo}>
            <span aria-hidden="true">💬</span> {t('member.chat')}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-lg btn-secondary flex-grow-1"
            disabled={member.blocked}
            onClick={openSignupModal}
          >
            <span aria-hidden="true">💬</span> {t('member.chat')}
          </button>
        )}
        {loggedIn && !member.blocked ? (
          <Link
            className="btn btn-lg btn-outline-secondary"
            to={`${chatTo}?gift=1`}
            aria-label={t('member.gift', { name: member.name })}
          >
            <span aria-hidden="true">🎁</span>
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-lg btn-outline-secondary"
            disabled={member.blocked}
            aria-label={t('member.gift', { name: member.name })}
            onClick={openSignupModal}
          >
            <span aria-hidden="true">🎁</span>
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
    </div>
  );
}

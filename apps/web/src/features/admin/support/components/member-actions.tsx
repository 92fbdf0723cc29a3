import type { TAdminDossierMember } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/status';
import { useMay } from '../../console-api';
import { exportFileName } from '../support-rules';
import { downloadMemberExport, useSupportAction } from '../support.queries';
import { EraseDialog, GrantDialog } from './member-dialogs';
import { BanDialog, UnbanDialog, WarnDialog } from './sanction-dialogs';

type TDialog = 'grant' | 'warn' | 'ban' | 'unban' | 'erase';

/** What staff can do for (or about) this member; each button only for a role that may. */
export function MemberActions({
  member,
  onDone,
  onErased,
}: {
  member: TAdminDossierMember;
  onDone(message: string): void;
  onErased(message: string): void;
}) {
  const { t } = useTranslation('console-support');
  const maySupport = useMay('members.support');
  const mayGrant = useMay('credits.grant');
  const mayWarn = useMay('members.warn');
  const mayBan = useMay('members.ban');
  const mayExport = useMay('members.export');
  const mayErase = useMay('members.erase');
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const mail = useSupportAction();
  const download = useMutation({
    mutationFn: (file: string) => downloadMemberExport(member.id, file),
    onSuccess: (_result, file) => onDone(t('actions.exportDone', { file })),
  });
  const active = !member.deleted_at;
  const busy = mail.isPending || download.isPending;

  function sendMail(path: '/api/admin/resend-activation.php' | '/api/admin/send-reset.php') {
    mail.mutate(
      { path, body: { user: member.id } },
      {
        onSuccess: () =>
          onDone(
            t(path === '/api/admin/send-reset.php' ? 'actions.sendResetDone' : 'actions.resendActivationDone', {
              email: member.email,
            }),
          ),
      },
    );
  }

  const close = () => setDialog(null);
  const finish = (message: string) => {
    setDialog(null);
    onDone(message);
  };
  const buttons = [
    mayGrant && active && { key: 'grant', label: t('actions.grant'), onClick: () => setDialog('grant') },
    maySupport &&
      active &&
      member.status === 'not_confirmed' && {
        key: 'activation',
        label: t('actions.resendActivation'),
        onClick: () => sendMail('/api/admin/resend-activation.php'),
      },
    maySupport &&
      active && { key: 'reset', label: t('actions.sendReset'), onClick: () => sendMail('/api/admin/send-reset.php') },
    mayExport && {
      key: 'export',
      label: t('actions.export'),
      onClick: () => download.mutate(exportFileName(member.id)),
    },
    mayWarn && active && { key: 'warn', label: t('actions.warn'), onClick: () => setDialog('warn') },
  ].filter((entry) => entry !== false);

  return (
    <>
      <div className="console-card d-flex flex-wrap gap-2" role="toolbar" aria-label={t('actions.label')}>
        {buttons.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={entry.onClick}
            disabled={busy}
          >
            {entry.label}
          </button>
        ))}
        {mayBan &&
          (member.banned_at ? (
            <button type="button" className="btn btn-sm btn-outline-success" onClick={() => setDialog('unban')}>
              {t('actions.unban')}
            </button>
          ) : (
            active && (
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setDialog('ban')}>
                {t('actions.ban')}
              </button>
            )
          ))}
        {mayErase && (
          <button type="button" className="btn btn-sm btn-danger ms-sm-auto" onClick={() => setDialog('erase')}>
            {t('actions.erase')}
          </button>
        )}
      </div>
      <ErrorAlert error={mail.error ?? download.error} />
      {dialog === 'grant' && <GrantDialog member={member} onClose={close} onDone={finish} />}
      {dialog === 'warn' && <WarnDialog member={member} onClose={close} onDone={finish} />}
      {dialog === 'ban' && <BanDialog member={member} onClose={close} onDone={finish} />}
      {dialog === 'unban' && <UnbanDialog member={member} onClose={close} onDone={finish} />}
      {dialog === 'erase' && <EraseDialog member={member} onClose={close} onDone={onErased} />}
    </>
  );
}

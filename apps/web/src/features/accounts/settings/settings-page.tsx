import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUser } from '@app/shared';
import { usePageTitle } from '../../../lib/page-title';
import { showToast } from '../../../lib/toasts';
import { MemberOnly } from '../../auth/member-only';
import { BlockedMembers } from '../../members/blocks/blocked-members';
import { disabledNotificationCount } from '../../notifications/notification-rules';
import { DeleteAccountModal } from './delete-account-modal';
import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import { useSetInvisible } from './settings.queries';
import { pathTo } from '../../../routes';

function Section({
  id,
  title,
  danger,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`card shadow-sm mb-4 ${danger ? 'border-danger-subtle' : 'border-0'}`}
      style={{ scrollMarginTop: '5rem' }}
      aria-labelledby={`${id}-title`}
    >
      <div className="card-body p-3 p-sm-4">
        <h2 id={`${id}-title`} className={`h5 mb-3 ${danger ? 'text-danger' : ''}`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function InvisibleSwitch({ invisible }: { invisible: boolean }) {
  const { t } = useTranslation();
  const change = useSetInvisible();
  // The switch follows the tap at once; the refreshed member (or a refusal) settles it.
  const [wanted, setWanted] = useState<boolean | null>(null);
  return (
    <div className="d-flex gap-3 align-items-start justify-content-between">
      <div>
        <label className="form-check-label fw-semibold d-block" htmlFor="settings-invisible">
          {t('settings.privacy.invisible')}
        </label>
        <p id="settings-invisible-help" className="small text-body-secondary mb-0">
          {t('settings.privacy.invisibleHelp')}
        </p>
      </div>
      <div className="form-check form-switch fs-4 m-0 flex-shrink-0">
        <input
          id="settings-invisible"
          className="form-check-input m-0"
          type="checkbox"
          role="switch"
          checked={wanted ?? invisible}
          disabled={change.isPending}
          onChange={(event) => {
            setWanted(event.target.checked);
            change.mutate(event.target.checked, {
              onError: () => showToast({ message: t('toasts.genericError'), variant: 'danger' }),
              onSettled: () => setWanted(null),
            });
          }}
          aria-describedby="settings-invisible-help"
        />
      </div>
    </div>
  );
}

const SECTIONS = [
  { id: 'settings-email', title: 'settings.email.title' },
  { id: 'settings-password', title: 'settings.password.title' },
  { id: 'settings-privacy', title: 'settings.privacy.title' },
  { id: 'settings-blocks', title: 'blocks.title' },
  { id: 'settings-notifications', title: 'settings.notifications.title' },
  { id: 'settings-data', title: 'settings.data.title' },
  { id: 'settings-delete', title: 'settings.delete.title' },
] as const;

function Settings({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const mails = disabledNotificationCount(user);
  const title = (id: (typeof SECTIONS)[number]['id']) => t(SECTIONS.find((section) => section.id === id)!.title);

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '64rem' }}>
      <h1 id="settings-heading" className="h2 mb-4">
        {t('screens.settings')}
      </h1>
      <div className="row g-4">
        <div className="col-lg-3 d-none d-lg-block">
          <nav className="position-sticky" style={{ top: '6rem' }} aria-labelledby="settings-heading">
            <ul className="nav nav-pills flex-column gap-1">
              {SECTIONS.map((section) => (
                <li className="nav-item" key={section.id}>
                  <a
                    className={`nav-link py-2 ${section.id === 'settings-delete' ? 'link-danger' : 'link-body-emphasis'}`}
                    href={`#${section.id}`}
                  >
                    {t(section.title)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="col-lg-9">
          <Section id="settings-email" title={title('settings-email')}>
            <EmailChangeForm currentEmail={user.email} />
          </Section>
          <Section id="settings-password" title={title('settings-password')}>
            <PasswordChangeForm />
          </Section>
          <Section id="settings-privacy" title={title('settings-privacy')}>
            <InvisibleSwitch invisible={user.invisible} />
          </Section>
          <Section id="settings-blocks" title={title('settings-blocks')}>
            <BlockedMembers />
          </Section>
          <Section id="settings-notifications" title={title('settings-notifications')}>
            <div className="d-flex flex-wrap gap-3 align-items-center justify-content-between">
              <p className="mb-0">
                {mails.off === 0
                  ? t('settings.notifications.allOn')
                  : t('settings.notifications.someOff', { off: mails.off, total: mails.total })}
              </p>
              <Link className="btn btn-outline-primary" to={pathTo('notifications')}>
                {t('settings.notifications.manage')}
              </Link>
            </div>
          </Section>
          <Section id="settings-data" title={title('settings-data')}>
            <div className="d-flex flex-wrap gap-3 align-items-center justify-content-between">
              <p className="mb-0">{t('settings.data.text')}</p>
              <a className="btn btn-outline-primary" href="/api/export.php" download>
                {t('settings.data.download')}
              </a>
            </div>
          </Section>
          <Section id="settings-delete" title={title('settings-delete')} danger>
            <p>{t('settings.delete.text')}</p>
            <button
              type="button"
              className="btn btn-outline-danger"
              aria-haspopup="dialog"
              onClick={() => setDeleting(true)}
            >
              {t('settings.delete.open')}
            </button>
          </Section>
        </div>
      </div>
      {deleting && <DeleteAccountModal onClose={() => setDeleting(false)} />}
    </div>
  );
}

/** The settings route: e-mail, password, invisible mode, notifications, data download, deletion. */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.settings'));
  return <MemberOnly>{(user) => <Settings user={user} />}</MemberOnly>;
}

import { useTranslation } from 'react-i18next';
import { memberFlags, type TMemberFlag } from '../support-rules';

const TONES: Record<TMemberFlag, string> = {
  banned: 'text-bg-danger',
  deleted: 'text-bg-dark',
  disabled: 'text-bg-warning',
  fictional: 'text-bg-info',
  unconfirmed: 'text-bg-light border',
  paid: 'text-bg-success',
  invisible: 'text-bg-secondary',
};

/** A member's states as badges (banned, deleted, fictional, unconfirmed, paying…). */
export function MemberFlags({ member }: { member: Parameters<typeof memberFlags>[0] }) {
  const { t } = useTranslation('console-support');
  const flags = memberFlags(member);
  if (flags.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {flags.map((flag) => (
        <span key={flag} className={`badge ${TONES[flag]}`}>
          {t(`flags.${flag}`)}
        </span>
      ))}
    </span>
  );
}

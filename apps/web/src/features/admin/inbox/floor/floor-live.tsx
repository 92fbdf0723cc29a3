import { STAFF_ONLINE_SECONDS, type TAdminFloor } from '@app/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../console-api';
import { ConsoleMessage, Loading } from '../../components/status';
import { formatDuration, languageName, useNow } from '../inbox-format';
import { OVERDUE_SECONDS, secondsSince } from '../inbox-logic';

type TFloorQuery = UseQueryResult<TAdminFloor>;

/** The loading and error states the two live cards share; `children` once the floor is there. */
function LiveState({ floor, children }: { floor: TFloorQuery; children(data: TAdminFloor): ReactNode }) {
  if (floor.isPending) return <Loading />;
  if (floor.isError && !floor.data)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void floor.refetch()}>
        {errorMessage(floor.error)}
      </ConsoleMessage>
    );
  return <>{floor.data ? children(floor.data) : null}</>;
}

/** The conversations waiting now, per site and member language, with the longest wait ticking on. */
export function FloorQueue({ floor }: { floor: TFloorQuery }) {
  const { t, i18n } = useTranslation('console-inbox');
  const now = useNow(1000);
  const language = i18n.resolvedLanguage ?? 'en';
  const number = (value: number) => new Intl.NumberFormat(language).format(value);

  return (
    <section className="console-card h-100 mb-0" aria-labelledby="floor-queue-title">
      <h2 id="floor-queue-title" className="h5">
        {t('floor.queue.title')}
      </h2>
      <LiveState floor={floor}>
        {(data) =>
          data.queue.length === 0 ? (
            <p className="text-body-secondary mb-0 py-2">{t('floor.queue.empty')}</p>
          ) : (
            <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="floor-queue-title">
              <table className="table table-sm align-middle mb-0">
                <caption className="visually-hidden">{t('floor.queue.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('floor.queue.site')}</th>
                    <th scope="col" className="d-none d-sm-table-cell">
                      {t('floor.queue.language')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('floor.queue.waiting')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('floor.queue.claimed')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('floor.queue.oldest')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.queue.map((group) => {
                    const waited = secondsSince(group.oldest_since, now);
                    const overdue = waited >= OVERDUE_SECONDS;
                    return (
                      <tr key={`${group.site_id} ${group.language}`} data-testid="floor-queue-row">
                        <th scope="row" className="fw-normal">
                          {group.site_name}
                          <div className="small text-body-secondary d-sm-none">
                            {languageName(group.language, language)}
                          </div>
                        </th>
                        <td className="d-none d-sm-table-cell">{languageName(group.language, language)}</td>
                        <td className="text-end">{number(group.waiting)}</td>
                        <td className="text-end">{number(group.claimed)}</td>
                        <td className={`text-end text-nowrap${overdue ? ' text-danger fw-semibold' : ''}`}>
                          {formatDuration(t, waited)}
                          {overdue && <span className="visually-hidden"> ({t('queue.overdue')})</span>}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </LiveState>
    </section>
  );
}

/** Who is online now (admins): each with their last console activity and their live claims. */
export function FloorOnline({ floor }: { floor: TFloorQuery }) {
  const { t } = useTranslation('console-inbox');
  const shell = useTranslation('console-shell').t;
  const now = useNow(1000);

  return (
    <section className="console-card h-100 mb-0" aria-labelledby="floor-online-title">
      <h2 id="floor-online-title" className="h5 mb-1">
        {t('floor.online.title')}
      </h2>
      <p className="small text-body-secondary">
        {t('floor.online.lead', { minutes: Math.round(STAFF_ONLINE_SECONDS / 60) })}
      </p>
      <LiveState floor={floor}>
        {(data) =>
          !data.online || data.online.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('floor.online.empty')}</p>
          ) : (
            <ul className="list-unstyled mb-0 floor-online" data-testid="floor-online">
              {data.online.map((member) => (
                <li key={member.staff_id} className="py-2 border-top">
                  <div className="d-flex flex-wrap justify-content-between gap-2">
                    <span>
                      <span className="fw-semibold">{member.name}</span>{' '}
                      <span className="badge text-bg-light border">{shell(`roles.${member.role}`)}</span>
                    </span>
                    <span className="small text-body-secondary">
                      {member.last_seen_at
                        ? t('floor.online.lastSeen', {
                            time: formatDuration(t, secondsSince(member.last_seen_at, now)),
                          })
                        : t('floor.online.noActivity')}
                    </span>
                  </div>
                  {member.claims.length === 0 ? (
                    <div className="small text-body-secondary">{t('floor.online.noClaims')}</div>
                  ) : (
                    <ul
                      className="small mb-0 ps-3"
                      aria-label={t('floor.online.claims', { count: member.claims.length })}
                    >
                      {member.claims.map((claim) => (
                        <li key={claim.conversation_id}>
                          {t('floor.online.claim', {
                            id: claim.conversation_id,
                            site: claim.site_name,
                            time: formatDuration(t, secondsSince(claim.claimed_at, now)),
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LiveState>
    </section>
  );
}

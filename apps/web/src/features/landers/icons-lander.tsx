import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInterestKey } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { useInterests } from '../accounts/signup/signup.queries';
import { membersSharing, popularInterests } from './lander-rules';
import { FictionalNote, MemberTile, SignupCta, TileSkeletons, useAudience } from './lander-parts';
import { useLander } from './landers.queries';
import { InterestIcon } from '../members/components/interest-icon';

const CHIPS = 14;
const SHOWN = 8;

/** Pick your interests (chips with their icons), then meet the members who share them. */
export function IconsLander() {
  const { t, i18n } = useTranslation();
  const { who } = useAudience();
  const lander = useLander();
  const interests = useInterests(i18n.language);
  const [picked, setPicked] = useState<string[]>([]);
  const title = t('landers.icons.title');
  usePageTitle(title);
  const members = lander.data?.profiles ?? [];
  const byKey = new Map((interests.data ?? []).map((interest) => [interest.key, interest]));
  const chips = popularInterests(members, CHIPS);
  const matches = membersSharing(members, picked);
  const toggle = (key: string) =>
    setPicked((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));
  const label = (key: string) => byKey.get(key)?.label ?? t(`interests.${key as TInterestKey}`);

  return (
    <div className="lander lander-icons">
      <header className="container lander-intro text-center">
        <h1 className="lander-title">{title}</h1>
        <p className="lander-lead">{t('landers.icons.text', { who })}</p>
      </header>
      <section className="container" aria-labelledby="icons-pick">
        <h2 id="icons-pick" className="visually-hidden">
          {t('landers.icons.pick')}
        </h2>
        <div className="lander-chips" aria-busy={lander.isPending}>
          {chips.map((key) => (
            <button
              key={key}
              type="button"
              className={`lander-chip ${picked.includes(key) ? 'active' : ''}`}
              aria-pressed={picked.includes(key)}
              onClick={() => toggle(key)}
            >
              <InterestIcon interestKey={key} className="lander-chip-icon" />
              {label(key)}
            </button>
          ))}
        </div>
      </section>
      <section className="container mt-4" aria-live="polite">
        <h2 className="h5 text-center mb-3">
          {picked.length === 0
            ? t('landers.icons.popular')
            : matches.length === 0
              ? t('landers.icons.none')
              : t('landers.icons.matches', { count: matches.length })}
        </h2>
        <div className="lander-grid">
          {lander.isPending && <TileSkeletons count={4} />}
          {matches.slice(0, SHOWN).map(({ member, shared }, index) => (
            <MemberTile key={member.id} member={member} priority={index === 0}>
              {shared.length > 0 && (
                <span className="icons-shared" aria-hidden="true">
                  {shared.map((key) => (
                    <span key={key} title={label(key)}>
                      <InterestIcon interestKey={key} />
                    </span>
                  ))}
                  <span className="icons-shared-count">{t('landers.icons.inCommon', { count: shared.length })}</span>
                </span>
              )}
            </MemberTile>
          ))}
        </div>
        {lander.data && members.length === 0 && <p className="text-center">{t('landers.empty')}</p>}
        <SignupCta label={t('landers.icons.cta')} className="text-center mt-4" />
        <FictionalNote className="text-center mt-3" />
      </section>
    </div>
  );
}

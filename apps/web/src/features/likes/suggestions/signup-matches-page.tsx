import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TSuggestion } from '@app/shared';
import { usePageTitle } from '../../../lib/page-title';
import { showToast } from '../../../lib/toasts';
import { MemberOnly } from '../../auth/member-only';
import { useSettings } from '../../sites/sites.queries';
import { FictionalMark } from '../../members/components/fictional-mark';
import { Silhouette } from '../../../components/silhouette';
import { showMatchModal } from '../match-modal-store';
import { SharedInterests } from './shared-interests';
import { useLikeMany, useSuggestions } from './suggestions.queries';
import { pathTo } from '../../../routes';

function Choice({ suggestion, chosen, onToggle }: { suggestion: TSuggestion; chosen: boolean; onToggle(): void }) {
  const settings = useSettings();
  return (
    <label className={`card member-card choice-card ${chosen ? 'chosen' : ''}`}>
      <input type="checkbox" className="form-check-input choice-check" checked={chosen} onChange={onToggle} />
      {suggestion.main_image ? (
        <img src={`${settings.cdn_prefix}${suggestion.main_image.filename}`} alt="" loading="lazy" />
      ) : (
        <Silhouette />
      )}
      {suggestion.fictional && <FictionalMark className="position-absolute top-0 end-0 m-2" />}
      <span className="member-card-body">
        <span className="fw-semibold d-block">
          {suggestion.name}, {suggestion.age}
        </span>
        <span className="small">{suggestion.city}</span>
      </span>
    </label>
  );
}

function SignupMatches() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const suggestions = useSuggestions('signup-matches');
  const likeMany = useLikeMany();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const all = suggestions.data ?? [];
  const toggle = (id: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  function likeChosen() {
    likeMany.mutate([...chosen], {
      onSuccess: (matches) => {
        const first = all.find((suggestion) => suggestion.id === matches[0]);
        if (first) {
          const photo = first.main_image ? `${settings.cdn_prefix}${first.main_image.thumb_filename}` : null;
          showMatchModal({ kind: 'match', id: first.id, name: first.name, photo, fictional: first.fictional });
        } else showToast({ message: t('suggestions.likedMany', { count: chosen.size }), variant: 'success' });
        void navigate(pathTo('members'));
      },
      onError: (error) => showToast({ message: error.message, variant: 'danger' }),
    });
  }

  if (suggestions.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {suggestions.error.message}
      </div>
    );
  return (
    <>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <button
          type="button"
          className="btn btn-link px-0"
          disabled={all.length === 0}
          onClick={() => setChosen(chosen.size === all.length ? new Set() : new Set(all.map((s) => s.id)))}
        >
          {chosen.size === all.length && all.length > 0 ? t('suggestions.selectNone') : t('suggestions.selectAll')}
        </button>
        <Link to={pathTo('members')}>{t('suggestions.skip')}</Link>
      </div>
      <div className="row row-cols-2 row-cols-sm-3 g-3" aria-busy={suggestions.isPending}>
        {all.map((suggestion) => (
          <div className="col" key={suggestion.id}>
            <Choice suggestion={suggestion} chosen={chosen.has(suggestion.id)} onToggle={() => toggle(suggestion.id)} />
            <SharedInterests suggestion={suggestion} />
          </div>
        ))}
      </div>
      <div className="sticky-bottom bg-body py-3 mt-3 border-top">
        <button
          type="button"
          className="btn btn-primary btn-lg w-100"
          disabled={chosen.size === 0 || likeMany.isPending}
          onClick={likeChosen}
        >
          {t('suggestions.likeChosen', { count: chosen.size })}
        </button>
      </div>
    </>
  );
}

/** Right after signup: first suggestions, liked several at once. */
export function SignupMatchesPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.signupMatches'));
  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-1">{t('screens.signupMatches')}</h1>
      <p className="text-body-secondary">{t('suggestions.signupIntro')}</p>
      <MemberOnly>{() => <SignupMatches />}</MemberOnly>
    </div>
  );
}

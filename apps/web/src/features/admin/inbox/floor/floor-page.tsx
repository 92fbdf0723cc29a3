import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMay } from '../../console-api';
import { FloorDays } from './floor-days';
import { FloorFilters } from './floor-filters';
import { FloorOnline, FloorQueue } from './floor-live';
import { floorQuery, readFloorFilters, type TFloorFilters } from './floor-logic';
import { useFloor } from './floor.queries';

/**
 * `/admin/floor`: the operators' work per day and the floor right now (the queue by site and language, who is
 * online). Admins see every operator; an operator sees their own figures and the queue of their sites.
 */
export function FloorPage() {
  const { t } = useTranslation('console-inbox');
  const all = useMay('operators.view');
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const filters = readFloorFilters(params, now);
  const floor = useFloor(filters.site);
  const change = (next: Partial<TFloorFilters>) => setParams(floorQuery({ ...filters, ...next }), { replace: true });

  return (
    <div className="floor">
      <header className="mb-3">
        <h1 className="h3">{t('floor.title')}</h1>
        <p className="text-body-secondary mb-0">{all ? t('floor.leadAll') : t('floor.leadOwn')}</p>
      </header>
      <FloorFilters filters={filters} now={now} sites={all ? (floor.data?.sites ?? []) : []} onChange={change} />
      <div className="row g-3 mb-3">
        <div className={all ? 'col-12 col-xl-7' : 'col-12'}>
          <FloorQueue floor={floor} />
        </div>
        {all && (
          <div className="col-12 col-xl-5">
            <FloorOnline floor={floor} />
          </div>
        )}
      </div>
      <FloorDays filters={filters} />
      <Definitions />
    </div>
  );
}

function Definitions() {
  const { t } = useTranslation('console-inbox');
  return (
    <details className="console-card small">
      <summary className="fw-semibold">{t('floor.definitions.title')}</summary>
      <ul className="mb-0 mt-2 ps-3">
        {(['claimed', 'answers', 'waits', 'spend', 'complaints'] as const).map((key) => (
          <li key={key}>{t(`floor.definitions.${key}`)}</li>
        ))}
      </ul>
    </details>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import type { TMemberLanderVariant } from './lander-links';
import { MoreLanders } from './lander-parts';
import { MemberLanding } from './member-landing';
import { MemberLanding2 } from './member-landing2';
import { MemberLanding3 } from './member-landing3';
import { MemberUnavailable, useLanderMember } from './member-lander-parts';
import { useSlugLanguage } from './use-slug-language';

const DESIGNS = { landing: MemberLanding, landing2: MemberLanding2, landing3: MemberLanding3 };

/** `/members/{id}/landing`, `/landing2/{slug?}`, `/landing3/{slug?}`: one member put forward, three designs. */
export function MemberLanderPage({ variant }: { variant: TMemberLanderVariant }) {
  const { t } = useTranslation();
  const params = useParams();
  useSlugLanguage(params.slug);
  const id = Number(params.id);
  const member = useLanderMember(id);
  usePageTitle(member.data ? t('landers.member.chatWith', { name: member.data.name }) : t('screens.memberLanding'));

  const gone = !Number.isInteger(id) || id <= 0 || member.isError;
  if (gone) return <MemberUnavailable />;
  if (!member.data)
    return (
      <div className="container py-5" aria-busy="true">
        <h1 className="visually-hidden">{t('screens.memberLanding')}</h1>
        <div className="lander-skeleton member-skeleton" />
      </div>
    );
  const Design = DESIGNS[variant];
  return (
    <div className={`lander lander-member lander-member-${variant}`}>
      <Design member={member.data} />
      <MoreLanders />
    </div>
  );
}

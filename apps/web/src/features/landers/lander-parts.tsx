import { ArrowRight } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CARD_PHOTO_HEIGHT,
  CARD_PHOTO_WIDTH,
  cardPhotoFile,
  nicheAudience,
  type TLanderMember,
  type TMemberCard,
} from '@app/shared';
import { LANDER_NAMES, pathTo } from '../../routes';
import { currentLanguage } from '../../i18n/i18n';
import { Silhouette } from '../../components/silhouette';
import { FictionalMark } from '../members/components/fictional-mark';
import { fictionalTexts } from '../members/components/fictional-texts';
import { useSettings } from '../sites/sites.queries';
import { landerPath, type TLanderName } from './lander-links';
import { useLanderSignup } from './use-lander-signup';
import './landers-styles.scss';

/** "women", "mature women", "men"…: whom the site's niche puts forward, in the copy's words. */
export function useAudience() {
  const { t } = useTranslation();
  const audience = nicheAudience(useSettings().niche);
  return { who: t(`landers.who.${audience}`), whoTitle: t(`landers.whoTitle.${audience}`) };
}

interface LanderPhotoProps {
  member: TMemberCard;
  /**
   * `main` is the full photo (a large picture: a swipe card, a post, a slide), `card` its card-size copy (a
   * tile of a grid), `thumb` the 200×200 square.
   */
  variant?: 'main' | 'card' | 'thumb';
  /** The page's main image: loaded first and at once (LCP). */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

const PHOTO_SIZE = {
  main: [600, 800],
  card: [CARD_PHOTO_WIDTH, CARD_PHOTO_HEIGHT],
  thumb: [200, 200],
} as const;

/** A member's photo with explicit size, lazy below the fold, and the site's mark on fictional members. */
export function LanderPhoto({ member, variant = 'main', priority = false, className = '', style }: LanderPhotoProps) {
  const settings = useSettings();
  const image = member.main_image;
  const file = !image
    ? null
    : variant === 'main'
      ? image.filename
      : variant === 'card'
        ? cardPhotoFile(image)
        : image.thumb_filename;
  const [width, height] = PHOTO_SIZE[variant];
  return (
    <span className={`lander-photo ${className}`} style={style}>
      {file ? (
        <img
          src={`${settings.cdn_prefix}${file}`}
          alt=""
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          draggable={false}
        />
      ) : (
        <Silhouette className="lander-photo-empty" />
      )}
      {member.fictional && <FictionalMark className="lander-fictional-mark" />}
    </span>
  );
}

/** Opens the signup for one member: after it, the new member lands in the chat with them. */
export function useMemberSignup() {
  const { t } = useTranslation();
  const signup = useLanderSignup();
  return (member: Pick<TMemberCard, 'id' | 'name'>) =>
    signup.open({
      next: pathTo('members-id-chat', { id: member.id }),
      intro: t('landers.member.chatWith', { name: member.name }),
    });
}

interface MemberTileProps {
  member: TLanderMember;
  priority?: boolean;
  className?: string;
  /** Name, age and city over the photo. */
  caption?: boolean;
  children?: ReactNode;
}

/** A member as a button: a click opens the signup with the chat with them as its destination. */
export function MemberTile({ member, priority, className = '', caption = true, children }: MemberTileProps) {
  const { t } = useTranslation();
  const openFor = useMemberSignup();
  return (
    <button
      type="button"
      className={`lander-tile ${className}`}
      // With a caption the tile is named by what it shows (WCAG 2.5.3); a bare photo says whom it opens.
      aria-label={caption ? undefined : t('landers.meet', { name: member.name, age: member.age, city: member.city })}
      onClick={() => openFor(member)}
    >
      <LanderPhoto member={member} variant="card" priority={priority} />
      {caption && (
        <span className="lander-tile-caption">
          <span className="fw-semibold">
            {member.online_recently && <span className="online-dot" />}
            {member.name}, {member.age}
          </span>
          <span className="small d-block text-truncate">{member.city}</span>
        </span>
      )}
      {children}
    </button>
  );
}

/** The disclosure of fictional profiles, visible on every lander (spec points 1 and 3). */
export function FictionalNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return <p className={`lander-fictional small ${className}`}>{fictionalTexts(settings, t).warning}</p>;
}

interface SignupCtaProps {
  label: string;
  className?: string;
  /** Under the button: "Free signup · takes less than a minute". */
  note?: boolean;
  /** The member the page puts forward: the signup then ends in the chat with them. */
  member?: Pick<TMemberCard, 'id' | 'name'>;
}

/** The big button every lander ends in: the signup, or the login where the site takes no signups. */
export function SignupCta({ label, className = '', note = true, member }: SignupCtaProps) {
  const { t } = useTranslation();
  const signup = useLanderSignup();
  const openFor = useMemberSignup();
  if (!signup.allowed && !signup.loggedIn)
    return (
      <div className={`lander-cta ${className}`}>
        <Link className="btn btn-primary btn-lg lander-cta-button" to={pathTo('login')} data-lander-cta="login">
          {t('landers.cta.login')}
        </Link>
        {note && <p className="lander-cta-note">{t('landers.cta.closed')}</p>}
      </div>
    );
  return (
    <div className={`lander-cta ${className}`}>
      <button
        type="button"
        className="btn btn-primary btn-lg lander-cta-button"
        data-lander-cta="signup"
        onClick={() => (member ? openFor(member) : signup.open())}
      >
        {signup.loggedIn && !member ? t('landers.cta.members') : label}
        <ArrowRight className="icon-inline ms-2" size="1em" aria-hidden="true" />
      </button>
      {note && !signup.loggedIn && <p className="lander-cta-note">{t('landers.cta.note')}</p>}
    </div>
  );
}

/** "12 members online now" with a pulsing dot. */
export function OnlineCount({ count, className = '' }: { count: number | undefined; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`lander-online ${className}`}>
      <span className="lander-pulse" aria-hidden="true" />
      {count === undefined ? t('landers.onlineNow') : t('landers.onlineCount', { count })}
    </span>
  );
}

/** Links to the other landers, in the site's niche and the current language (spec point 9). */
export function MoreLanders({ current }: { current?: TLanderName }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const language = currentLanguage();
  const names: TLanderName[] = [...LANDER_NAMES, 'tinderswipe'];
  return (
    <nav className="lander-more container" aria-label={t('landers.more')}>
      <span className="lander-more-title">{t('landers.more')}</span>
      {names.map((name) => (
        <Link
          key={name}
          to={landerPath(name, settings.niche, language)}
          aria-current={name === current ? 'page' : undefined}
        >
          {t(`landers.names.${name}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Placeholders of the photos' shape while the members load, so nothing below moves when they come. */
export function TileSkeletons({ count, className = '' }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, index) => (
    <span key={index} className={`lander-tile lander-skeleton ${className}`} aria-hidden="true" />
  ));
}

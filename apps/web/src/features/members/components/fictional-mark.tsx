import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../sites/sites.queries';
import { fictionalTexts } from './fictional-texts';

interface FictionalMarkProps {
  /** The site's texts, when the caller already has them (the chat passes them down); else read from the settings. */
  texts?: { icon: string; singular: string };
  /** `badge`: the site's icon alone (on a photo, next to a name), its meaning for screen readers and as a tooltip;
   *  `note`: the icon with the sentence, where there is room (profile, conversation). */
  variant?: 'badge' | 'note';
  className?: string;
}

/**
 * The disclosure of a fictional profile (spec points 1 and 3), the same on every surface where a profile
 * shows: cards, swipe, profile, chat list and header, the match and like popups.
 */
export function FictionalMark({ texts, ...rest }: FictionalMarkProps) {
  return texts ? <FictionalMarkView texts={texts} {...rest} /> : <SiteFictionalMark {...rest} />;
}

function SiteFictionalMark(props: Omit<FictionalMarkProps, 'texts'>) {
  const { t } = useTranslation();
  return <FictionalMarkView texts={fictionalTexts(useSettings(), t)} {...props} />;
}

function FictionalMarkView({
  texts: fictional,
  variant = 'badge',
  className = '',
}: Required<Pick<FictionalMarkProps, 'texts'>> & FictionalMarkProps) {
  // The site's own mark; a site that left it empty still shows one.
  const icon = fictional.icon || <Sparkles className="icon-inline" size="1em" />;
  if (variant === 'note')
    return (
      <p className={`fictional-note small ${className || 'mb-0'}`} role="note" data-testid="fictional-mark">
        <span className="fictional-mark me-2" aria-hidden="true">
          {icon}
        </span>
        {fictional.singular}
      </p>
    );
  return (
    <span className={`fictional-mark ${className}`} title={fictional.singular} data-testid="fictional-mark">
      <span aria-hidden="true">{icon}</span>
      <span className="visually-hidden">{fictional.singular}</span>
    </span>
  );
}

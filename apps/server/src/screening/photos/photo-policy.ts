import type { TExplicitPhotoPolicy, TPhotoHoldReason, TPhotoScreeningSummary } from '@app/shared';
import type { TPhotoScreening } from './photo-screening-types';

/**
 * From this explicit score (porn and hentai together) on, a picture counts as explicit: never a main photo. The
 * model scores close-ups of clothed faces 0.4-0.7 (decision 037), so the bar is high, and a moderator decides.
 */
export const EXPLICIT_SCORE = 0.85;
/**
 * A face estimated this young or younger is "clearly under 18": age estimates are off by several years, so 15 and
 * below, not 17. The photo is hidden at once and its review is urgent.
 */
export const MINOR_AGE_ESTIMATE = 15;
/** Faces the detector is less sure of than this do not count (a pattern on a shirt, a poster behind). */
const FACE_SCORE = 0.6;

/** What screening decides for one photo: what is stored, whether it waits for a moderator, and its place in the queue. */
export interface TPhotoVerdict {
  summary: TPhotoScreeningSummary;
  explicit: boolean;
  hold: TPhotoHoldReason | null;
  /** 0 (nothing found) to 1 (urgent): the moderation queue's order. */
  risk: number;
}

/**
 * The site's policy for a screened photo (issue 20 item 3): a face that looks clearly under 18 holds any photo
 * (urgent); an explicit picture never becomes the main photo, and is held when it would be, or wherever it is on a
 * site whose niche reviews explicit photos (`explicitPhotos`: the site's setting); a main photo without a face goes
 * to review. `wouldBeMain`: the photo is, or is about to be, the profile's main photo.
 */
export function photoVerdict(
  screening: TPhotoScreening,
  wouldBeMain: boolean,
  explicitPhotos: TExplicitPhotoPolicy,
): TPhotoVerdict {
  const faces = screening.faces.filter((face) => face.score >= FACE_SCORE);
  const youngest = faces.length === 0 ? null : Math.min(...faces.map((face) => face.age));
  const summary = {
    explicit: round(screening.explicit),
    faces: faces.length,
    youngest_age: youngest === null ? null : Math.round(youngest),
  };
  const explicit = screening.explicit >= EXPLICIT_SCORE;
  const hold: TPhotoHoldReason | null =
    youngest !== null && youngest <= MINOR_AGE_ESTIMATE
      ? 'minor'
      : explicit && wouldBeMain
        ? 'explicit'
        : explicit && explicitPhotos === 'review'
          ? 'explicit_not_allowed'
          : wouldBeMain && faces.length === 0
            ? 'no_face'
            : null;
  const risk = hold === 'minor' ? 1 : Math.max(round(screening.explicit * 0.9), hold === 'no_face' ? 0.4 : 0);
  return { summary, explicit, hold, risk };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

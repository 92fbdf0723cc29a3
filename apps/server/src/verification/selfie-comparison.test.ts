import { describe, expect, it } from 'vitest';
import { tiltOf } from '../screening/photos/face-pose';
import type { TPhotoFace } from '../screening/photos/photo-screening-types';
import { compareSelfie, poseSeen } from './selfie-comparison';

const descriptor = (value: number) => Array.from({ length: 128 }, () => value);
const face = (fields: Partial<TPhotoFace> = {}): TPhotoFace => ({
  score: 0.95,
  box: { x: 0, y: 0, width: 100, height: 100 },
  tilt: 20,
  age: 30,
  gender: 'female',
  genderProbability: 0.9,
  descriptor: descriptor(0),
  ...fields,
});

describe('the tilt of a head', () => {
  it('grows when the eye on the picture’s right is lower (a lean towards the person’s own left shoulder)', () => {
    const level = [{ x: 10, y: 50 }];
    expect(tiltOf(level, [{ x: 50, y: 50 }])).toBe(0);
    expect(tiltOf(level, [{ x: 50, y: 90 }])).toBe(45);
    expect(tiltOf(level, [{ x: 50, y: 10 }])).toBe(-45);
  });

  it('counts a pose from 10 to 50 degrees, the right way only', () => {
    expect(poseSeen('tilt_left', 20)).toBe(true);
    expect(poseSeen('tilt_left', -20)).toBe(false);
    expect(poseSeen('tilt_right', -20)).toBe(true);
    expect(poseSeen('tilt_left', 5)).toBe(false);
    expect(poseSeen('tilt_left', 70)).toBe(false);
  });
});

describe('a selfie compared with the photos', () => {
  it('compares the levelled face when there is one, the face as taken otherwise', () => {
    const photos = [[face({ descriptor: descriptor(0.03) })]];
    const tilted = [face({ descriptor: descriptor(0.1) })];
    expect(compareSelfie('tilt_left', tilted, photos).verdict).toBe('review');
    const levelled = compareSelfie('tilt_left', tilted, photos, descriptor(0.03));
    expect(levelled).toMatchObject({ verdict: 'verified', comparison: { closest_distance: 0, tilt_degrees: 20 } });
    // No levelled face for two faces in the selfie: still several_faces.
    expect(compareSelfie('tilt_left', [face(), face()], photos, descriptor(0.03))).toMatchObject({
      verdict: 'review',
      reason: 'several_faces',
    });
  });

  it('verifies one face in the pose, closer than the threshold to a face in a photo', () => {
    const outcome = compareSelfie('tilt_left', [face()], [[face({ descriptor: descriptor(0.03) })]]);
    expect(outcome.verdict).toBe('verified');
    expect(outcome.comparison).toMatchObject({ faces_in_selfie: 1, tilt_degrees: 20, photos_compared: 1 });
  });

  it('leaves everything else to a moderator, with the first reason', () => {
    const photos = [[face()]];
    const review = (selfie: TPhotoFace[], others = photos, pose: 'tilt_left' | 'tilt_right' = 'tilt_left') => {
      const outcome = compareSelfie(pose, selfie, others);
      return outcome.verdict === 'review' ? outcome.reason : 'verified';
    };
    expect(review([])).toBe('no_face');
    expect(review([face({ score: 0.55 })])).toBe('no_face');
    expect(review([face(), face()])).toBe('several_faces');
    expect(review([face()], [[], []])).toBe('no_photo_face');
    // 0.05 per number over 128 numbers: a distance of about 0.57; who is not the person needs no pose.
    expect(review([face()], [[face({ descriptor: descriptor(0.05) })]], 'tilt_right')).toBe('no_match');
    expect(review([face()], photos, 'tilt_right')).toBe('pose_not_seen');
  });
});

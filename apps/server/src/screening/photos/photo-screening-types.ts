/** What the photo worker found in one picture: shared by the worker, the pool and their callers. */
export interface TPhotoScreening {
  /** nsfwjs's five classes (MobileNetV2), probabilities that add up to 1. */
  nsfw: { drawing: number; hentai: number; neutral: number; porn: number; sexy: number };
  /** porn + hentai: the share that is explicit, photographed or drawn. */
  explicit: number;
  /** Every face found, the most certain first. */
  faces: TPhotoFace[];
  /** The picture's size upright (after its EXIF orientation), the space of the faces' boxes. */
  image: { width: number; height: number };
}

export interface TPhotoFace {
  /** The detector's confidence, 0.5 to 1. */
  score: number;
  box: { x: number; y: number; width: number; height: number };
  /** The head's lean in degrees, positive towards the person's left shoulder (photo-classifier.ts tiltOf). */
  tilt: number;
  /** Estimated age in years: a rough figure (several years off either way), a reason for review, not a verdict. */
  age: number;
  gender: 'male' | 'female';
  genderProbability: number;
  /** 128 numbers describing the face: compare two with faceDistance (face-distance.ts). */
  descriptor: number[];
}

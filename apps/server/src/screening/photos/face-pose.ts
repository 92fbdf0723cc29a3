/**
 * The head's lean in degrees from the line between the eyes' centres: 0 upright, positive when the eye on the
 * picture's right (the person's left eye, in a photo that is not mirrored) is lower, that is a head tilted towards
 * the person's left shoulder. The picture's rows grow downwards, so the angle grows clockwise.
 */
export function tiltOf(
  leftInPicture: readonly { x: number; y: number }[],
  rightInPicture: readonly { x: number; y: number }[],
): number {
  const centre = (points: readonly { x: number; y: number }[]) => ({
    x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
    y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
  });
  const left = centre(leftInPicture);
  const right = centre(rightInPicture);
  return Math.round(((Math.atan2(right.y - left.y, right.x - left.x) * 180) / Math.PI) * 10) / 10;
}

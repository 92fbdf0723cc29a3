import type { TMemberCard } from '@app/shared';
import { Silhouette } from '../../components/silhouette';

/** A member's round photo, or the shared silhouette when they have none (or the viewer may not see them). */
export function MemberAvatar({
  image,
  cdnPrefix,
  size,
}: {
  image: TMemberCard['main_image'] | null;
  cdnPrefix: string;
  size: number;
}) {
  if (!image) return <Silhouette shape="round" size={size} />;
  return (
    <span className="home-avatar" style={{ width: size, height: size }}>
      <img src={`${cdnPrefix}${image.thumb_filename}`} alt="" width={size} height={size} loading="lazy" />
    </span>
  );
}

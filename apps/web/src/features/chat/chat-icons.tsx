import {
  Camera,
  Check,
  ChevronLeft,
  Clock,
  EllipsisVertical,
  Gift,
  SendHorizontal,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import './chat-icons.scss';

/** The chat's line icons, from the app's one icon set; decorative, 1em high like the text beside them. */
const icons = {
  back: ChevronLeft,
  send: SendHorizontal,
  gift: Gift,
  photo: Camera,
  clock: Clock,
  alert: TriangleAlert,
  more: EllipsisVertical,
  trash: Trash2,
  check: Check,
} as const;

export function ChatIcon({ name, className = '' }: { name: keyof typeof icons; className?: string }) {
  const Icon = icons[name];
  return <Icon className={`chat-icon ${className}`} size="1em" aria-hidden="true" focusable="false" />;
}

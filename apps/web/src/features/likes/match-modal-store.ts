import { createStore } from '../../lib/store';

/** The match modal of spec point 2: "It's a match" after a mutual like, "New like!" for a like received. */
export interface TMatchModal {
  kind: 'match' | 'like';
  id: number;
  name: string;
  /** Address of the member's photo, or null. */
  photo: string | null;
  /** Shows the fictional mark, as everywhere a profile shows. */
  fictional: boolean;
}

export const matchModalStore = createStore<TMatchModal | null>(null);

export function showMatchModal(modal: TMatchModal): void {
  matchModalStore.set(modal);
}

export function closeMatchModal(): void {
  matchModalStore.set(null);
}

/** After this many swipes without a like, the swipe lander asks the visitor to sign up. */
export const SWIPES_BEFORE_SIGNUP = 3;

export interface TSwipeDeckState {
  /** The card on top of the deck. */
  top: number;
  swipes: number;
}

/** Why the signup opens: a like ("{name} likes you too"), or enough swipes ("{name} likes you"). */
export interface TSwipePrompt {
  reason: 'like' | 'swipes';
  /** The member the prompt names: the one liked, or the next one on the deck. */
  member: number;
}

export const INITIAL_SWIPE_DECK: TSwipeDeckState = { top: 0, swipes: 0 };

/**
 * One swipe on a deck of `size` cards: the card leaves, and a like or every third swipe asks for the
 * signup. No prompt once the deck is empty and nothing was liked.
 */
export function swipe(
  state: TSwipeDeckState,
  action: 'like' | 'pass',
  size: number,
): { state: TSwipeDeckState; prompt: TSwipePrompt | null } {
  if (state.top >= size) return { state, prompt: null };
  const next = { top: state.top + 1, swipes: state.swipes + 1 };
  if (action === 'like') return { state: next, prompt: { reason: 'like', member: state.top } };
  if (next.swipes % SWIPES_BEFORE_SIGNUP !== 0) return { state: next, prompt: null };
  return { state: next, prompt: { reason: 'swipes', member: next.top < size ? next.top : state.top } };
}

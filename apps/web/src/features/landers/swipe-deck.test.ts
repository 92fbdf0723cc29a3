import { describe, expect, it } from 'vitest';
import { INITIAL_SWIPE_DECK, swipe, SWIPES_BEFORE_SIGNUP, type TSwipeDeckState } from './swipe-deck';

function play(actions: ('like' | 'pass')[], size = 10) {
  let state: TSwipeDeckState = INITIAL_SWIPE_DECK;
  const prompts = [];
  for (const action of actions) {
    const result = swipe(state, action, size);
    state = result.state;
    prompts.push(result.prompt);
  }
  return { state, prompts };
}

describe('the swipe lander deck', () => {
  it('moves the next card on top with every swipe', () => {
    expect(play(['pass', 'pass']).state).toEqual({ top: 2, swipes: 2 });
  });

  it('asks for the signup on a like, naming the member liked', () => {
    const { prompts } = play(['pass', 'like']);
    expect(prompts).toEqual([null, { reason: 'like', member: 1 }]);
  });

  it(`asks after ${SWIPES_BEFORE_SIGNUP} swipes, naming the member now on top`, () => {
    const { prompts } = play(['pass', 'pass', 'pass', 'pass', 'pass', 'pass']);
    expect(prompts).toEqual([null, null, { reason: 'swipes', member: 3 }, null, null, { reason: 'swipes', member: 6 }]);
  });

  it('names the last member when the third swipe empties the deck', () => {
    expect(play(['pass', 'pass', 'pass'], 3).prompts[2]).toEqual({ reason: 'swipes', member: 2 });
  });

  it('does nothing once the deck is empty', () => {
    const { state, prompts } = play(['pass', 'pass', 'like', 'like'], 2);
    expect(state).toEqual({ top: 2, swipes: 2 });
    expect(prompts.slice(2)).toEqual([null, null]);
  });
});

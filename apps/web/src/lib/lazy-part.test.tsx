import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';
import { loadFailureStore } from './loading-bar';

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('a lazy part of the page', () => {
  afterEach(cleanup);

  it('draws at once, with its props, when its chunk was preloaded', async () => {
    const part = lazyPart(() => Promise.resolve(Greeting));
    await part.preload();
    render(<part.Part name="Kim" />);
    expect(screen.getByText('hello Kim')).toBeTruthy();
  });

  it('draws nothing until its chunk arrives, then itself, and loads the chunk once', async () => {
    let loads = 0;
    let arrive = (_component: typeof Greeting) => {};
    const chunk = new Promise<typeof Greeting>((resolve) => (arrive = resolve));
    const part = lazyPart(() => {
      loads += 1;
      return chunk;
    });
    render(
      <>
        <part.Part name="Kim" />
        <part.Part name="Sam" />
      </>,
    );
    expect(screen.queryByText(/hello/)).toBeNull();
    await act(async () => arrive(Greeting));
    expect(screen.getByText('hello Kim')).toBeTruthy();
    expect(screen.getByText('hello Sam')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('draws nothing and turns the loading bar red when its chunk cannot be loaded, and tries again later', async () => {
    const failuresBefore = loadFailureStore.get();
    let loads = 0;
    const part = lazyPart(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve(Greeting);
    });
    await part.preload();
    expect(loadFailureStore.get()).toBe(failuresBefore + 1);
    render(<part.Part name="Kim" />);
    await screen.findByText('hello Kim');
    expect(loads).toBe(2);
  });
});

import { Random as SeededRandom } from '../../apps/server/src/seed/random';

/**
 * The demo seed's generator (mulberry32): the same seed gives the same think times and choices, so runs
 * compare. Members often choose among nobody yet (no peer signed up): `pickAny`.
 */
export class Random extends SeededRandom {
  constructor(seed: number) {
    super(seed >>> 0 || 0x9e3779b9);
  }

  /** One of `items`, or undefined when there is none. */
  pickAny<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : this.pick(items);
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** One key of `weights`, each as likely as its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as Array<[K, number]>;
    let roll = this.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }
}

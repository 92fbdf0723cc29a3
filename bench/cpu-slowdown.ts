/**
 * The CPU multiplier that makes this host's Lighthouse run emulate the phone Lighthouse's default of 4 aims at,
 * from the host's BenchmarkIndex (Lighthouse docs, throttling.md "CPU throttling", and the calculator its authors
 * point to): 4x is right for a host that scores about 1533; a slower host needs less slowdown for the same phone.
 * The anchors are the calculator's (index → multiplier); between them it is linear, below 150 no slowdown at all.
 */
const ANCHORS: ReadonlyArray<readonly [index: number, multiplier: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!(benchmarkIndex > ANCHORS[0]![0])) return 1;
  for (let at = 1; at < ANCHORS.length; at++) {
    const [index, multiplier] = ANCHORS[at]!;
    const [lowIndex, lowMultiplier] = ANCHORS[at - 1]!;
    if (benchmarkIndex <= index)
      return lowMultiplier + ((benchmarkIndex - lowIndex) / (index - lowIndex)) * (multiplier - lowMultiplier);
  }
  // Above the last anchor the calculator goes on at one step per 233 points (2000 → 6x).
  const [lastIndex, lastMultiplier] = ANCHORS[ANCHORS.length - 1]!;
  return lastMultiplier + (benchmarkIndex - lastIndex) / 233;
}

import { describe, expect, it } from 'vitest';
import { parseTraceparent } from './traceparent';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('parseTraceparent', () => {
  it("reads the caller's trace, span and sampled flag", () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, spanId: SPAN, traceFlags: 1 });
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)?.traceFlags).toBe(0);
    // A later version may add fields after the four it knows.
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01-more`)?.traceId).toBe(TRACE);
  });

  it.each([
    undefined,
    '',
    [`00-${TRACE}-${SPAN}-01`, `00-${TRACE}-${SPAN}-01`],
    `00-${TRACE.toUpperCase()}-${SPAN}-01`,
    `00-${'0'.repeat(32)}-${SPAN}-01`,
    `00-${TRACE}-${'0'.repeat(16)}-01`,
    `ff-${TRACE}-${SPAN}-01`,
    `00-${TRACE}-${SPAN}-01-more`,
    `00-${TRACE}-${SPAN}`,
  ])('starts a trace of its own for %j', (header) => {
    expect(parseTraceparent(header)).toBeUndefined();
  });
});

/** The caller's place in a trace, from a W3C `traceparent` header. */
export interface TRemoteParent {
  traceId: string;
  spanId: string;
  /** Bit 1: the caller records this trace (sampled). */
  traceFlags: number;
}

/** version-traceid-parentid-flags; a later version may add fields after these four. */
const TRACEPARENT =
  /^(?<version>[0-9a-f]{2})-(?<traceId>[0-9a-f]{32})-(?<spanId>[0-9a-f]{16})-(?<flags>[0-9a-f]{2})(?<rest>-.*)?$/;
const ALL_ZEROS = /^0+$/;

/**
 * The parent a request's span continues, or undefined when the header is missing or malformed: then the request
 * starts a trace of its own (https://www.w3.org/TR/trace-context/#traceparent-header).
 */
export function parseTraceparent(header: string | string[] | undefined): TRemoteParent | undefined {
  if (typeof header !== 'string') return undefined;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return undefined;
  const { version, traceId, spanId, flags, rest } = match.groups as {
    version: string;
    traceId: string;
    spanId: string;
    flags: string;
    rest?: string;
  };
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (ALL_ZEROS.test(traceId) || ALL_ZEROS.test(spanId)) return undefined;
  return { traceId, spanId, traceFlags: parseInt(flags, 16) };
}

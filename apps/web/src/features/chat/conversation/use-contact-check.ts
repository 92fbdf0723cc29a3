import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CONTACT_CHECK_DELAY_MS,
  type TContactCheckResponse,
  type TContactDetailKind,
  type TContactDetailPolicy,
} from '@app/shared';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Shorter drafts hold no contact detail worth a call ("hi", "ok :)"). */
const MIN_CHECKED_LENGTH = 6;

/** What the composer tells the member about a draft before it is sent. */
export interface TContactWarning {
  /** refuse: the draft cannot be sent as it is; mask: it goes out with the details hidden. */
  policy: 'refuse' | 'mask';
  /** The contact details as the member wrote them, still in the draft. */
  found: { kind: TContactDetailKind; text: string }[];
}

/**
 * Asks the server, once the member pauses typing, whether the draft holds contact details the site masks or
 * refuses (issue 20): the same detector the send applies, so the warning and the send never disagree. Sites
 * that allow or only flag them show nothing. A warning stays while its details are still in the draft, so it
 * does not flicker while the member goes on typing; the send is checked again by the server in any case.
 */
export function useContactCheck(draft: string, policy: TContactDetailPolicy): TContactWarning | null {
  const warns = policy === 'refuse' || policy === 'mask';
  const settled = useDebouncedValue(draft.trim(), CONTACT_CHECK_DELAY_MS);
  const check = useQuery({
    queryKey: ['contact-check', settled],
    queryFn: async () => ({
      checked: settled,
      ...(await api<TContactCheckResponse>('/api/message_check.php', { method: 'POST', body: { body: settled } })),
    }),
    enabled: warns && settled.length >= MIN_CHECKED_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
  const answer = check.data;
  if (!warns || !answer || (answer.policy !== 'refuse' && answer.policy !== 'mask')) return null;
  const found = answer.findings
    .map((finding) => ({ kind: finding.kind, text: answer.checked.slice(finding.start, finding.end) }))
    .filter((finding) => draft.includes(finding.text));
  return found.length > 0 ? { policy: answer.policy, found } : null;
}

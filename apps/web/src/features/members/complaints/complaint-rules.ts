import { COMPLAINT_REASONS } from '@app/shared';

export type TComplaintReason = (typeof COMPLAINT_REASONS)[number];
export const COMPLAINT_TEXT_MAX_LENGTH = 2000;

export interface TComplaintDraft {
  reason: TComplaintReason | '';
  text: string;
}

export function isComplaintReason(value: string): value is TComplaintReason {
  return (COMPLAINT_REASONS as readonly string[]).includes(value);
}

/** A reason is needed; "something else" also needs a description (the server asks the same). */
export function complaintProblems(draft: TComplaintDraft): Partial<Record<'reason' | 'text', 'required'>> {
  const problems: Partial<Record<'reason' | 'text', 'required'>> = {};
  if (!draft.reason) problems.reason = 'required';
  if (draft.reason === 'other' && !draft.text.trim()) problems.text = 'required';
  return problems;
}

/** The reported member from `?profile=<id>`: a positive whole number, else nobody. */
export function reportedProfileId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

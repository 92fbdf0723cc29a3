import { birthDateProblem, issueOfProblem, nameProblem, type TOwnProfile, ZProfileBody } from '@app/shared';
import { z } from 'zod';
import { changedFields, type TProfileDraft } from './profile-form-rules';

interface TProfileContext {
  saved: TOwnProfile;
  /** The member's address: a name may not be it. */
  email: string;
  minAge: number;
  /** 'YYYY-MM-DD' on the member's calendar. */
  today: string;
}

/**
 * The draft checked as PUT /api/profile.php checks it: only what changed, with the call's schema and
 * then the name and age rules of spec point 5 (personal-details), so an untouched field is never
 * judged. Its output is the body to send.
 */
export function profileFormSchema({ saved, email, minAge, today }: TProfileContext) {
  return z
    .custom<TProfileDraft>()
    .superRefine((draft, ctx) => {
      const changes = changedFields(draft, saved);
      const parsed = ZProfileBody.safeParse(changes, { reportInput: true });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
        return;
      }
      const problems = [
        changes.name !== undefined ? nameProblem(changes.name, email) : null,
        changes.date_of_birth !== undefined ? birthDateProblem(changes.date_of_birth, minAge, today) : null,
      ];
      for (const problem of problems) if (problem) ctx.addIssue(issueOfProblem(problem));
    })
    .transform((draft) => changedFields(draft, saved));
}

import { enteredAgeOn } from './age';
import type { TErrorCode } from './error-codes';
import { customIssue, fieldIssue, type TFieldMessageName } from './field-messages';

/** Oldest age we take as typed on purpose; older is a slip of the year field. */
export const OLDEST_ENTERED_AGE = 120;

export interface TDetailProblem {
  field: 'name' | 'date_of_birth';
  /** The API's answer to it; `invalid_input` names the field with `fieldMessage`. */
  error: TErrorCode;
  fieldMessage?: TFieldMessageName;
  values?: Record<string, unknown>;
}

/** The problem as a zod issue, for a form's schema and for the server's `invalid_input` answer alike. */
export function issueOfProblem(problem: TDetailProblem) {
  return {
    ...(problem.fieldMessage ? fieldIssue(problem.fieldMessage) : customIssue(problem.error, problem.values)),
    path: [problem.field],
  };
}

/** Spec point 5: a name is not the e-mail address and does not start with @. */
export function nameProblem(name: string, email: string): TDetailProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('@')) return { field: 'name', error: 'name_starts_with_at' };
  if (trimmed.toLowerCase() === email.trim().toLowerCase()) return { field: 'name', error: 'name_equals_email' };
  return null;
}

/** Spec point 5: a real date of birth of at least the site's minimum age on `today` ('YYYY-MM-DD'). */
export function birthDateProblem(dateOfBirth: string, minAge: number, today: string): TDetailProblem | null {
  if (!dateOfBirth) return null;
  const age = enteredAgeOn(dateOfBirth, today);
  if (age === null || age > OLDEST_ENTERED_AGE)
    return { field: 'date_of_birth', error: 'invalid_input', fieldMessage: 'invalidDate' };
  if (age < minAge) return { field: 'date_of_birth', error: 'too_young', values: { minAge } };
  return null;
}

/** Every problem of the name and date of birth a member typed, in the order the server refuses them. */
export function personalDetailsProblems(
  details: { name: string; email: string; date_of_birth: string },
  minAge: number,
  today: string,
): TDetailProblem[] {
  return [nameProblem(details.name, details.email), birthDateProblem(details.date_of_birth, minAge, today)].filter(
    (problem): problem is TDetailProblem => problem !== null,
  );
}

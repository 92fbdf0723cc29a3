/**
 * Rules of the settings' e-mail and password changes that the server applies and the forms check
 * before sending, so both refuse the same things with the same words.
 */

/** Asking to move to the address the account already has (addresses compare in lower case). */
export function isCurrentAddress(newEmail: string, currentEmail: string): boolean {
  return newEmail.trim().toLowerCase() === currentEmail.trim().toLowerCase();
}

/** Spec point 5: a new password is typed twice and must be the same both times. */
export function passwordsDiffer(password: string, repeat: string): boolean {
  return password !== repeat;
}

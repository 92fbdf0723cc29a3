/**
 * Where a member goes when they end their own session on a members-only screen (deleting the account).
 * The session can be seen to end before the call that ended it answers (a poll of the user call lands
 * in between); the members-only guard then sends the member here instead of to the login page.
 */
let destination: string | null = null;

export function leaveTo(path: string): void {
  destination = path;
}

export function stayHere(): void {
  destination = null;
}

export function leavingDestination(): string | null {
  return destination;
}

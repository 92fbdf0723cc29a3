export const root: string;
export function at(...parts: string[]): string;
export function buildIfStale(options?: { log?: boolean }): void;

export function startTemporarySite(options?: {
  log?: boolean;
}): Promise<{ url: string; stop(): Promise<void>; output(): string }>;

export function startTemporarySite(options?: {
  log?: boolean;
}): Promise<{ url: string; dataDir: string; stop(): Promise<void>; output(): string }>;

export function startTemporarySite(options?: {
  log?: boolean;
  /** A data folder of the caller's (removed at stop like a made one); default a new temporary one. */
  dataDir?: string;
  /** Variables that replace the defaults (SEED_DEMO, NODE_ENV, ...). */
  env?: Record<string, string>;
}): Promise<{ url: string; dataDir: string; stop(): Promise<void>; output(): string }>;

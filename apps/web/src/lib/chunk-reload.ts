import { CHUNK_RELOAD_GUARD_MS, LOCAL_STORAGE_KEYS } from '@app/shared';

const KEY = LOCAL_STORAGE_KEYS.chunkReload;

/** A new deploy removed the code this page wanted: reload once, but never in a loop. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|ChunkLoadError|error loading dynamically imported module/i.test(
    message,
  );
}

export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

/** Reloads the page when allowed; answers false when it reloaded less than 60 s ago. */
export function reloadForChunkError(now = Date.now()): boolean {
  const last = Number(localStorage.getItem(KEY)) || null;
  if (!shouldReloadForChunkError(last, now)) return false;
  localStorage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

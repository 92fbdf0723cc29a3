// `npm run backup` / `npm run restore`: builds the server bundle when its sources changed, then runs its backup
// command (apps/server/src/backup/backup-cli.ts) with the arguments given after `--`.
import { pathToFileURL } from 'node:url';
import { at, buildIfStale } from './build-if-stale.mjs';

buildIfStale();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps/server/dist/backup-cli.js')).href);

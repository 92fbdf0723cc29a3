// `npm run setup`: builds the server bundle when its sources changed, then sets up the first site and admin
// (apps/server/src/setup/setup-cli.ts) with the arguments given after `--`.
import { pathToFileURL } from 'node:url';
import { at, buildIfStale } from './build-if-stale.mjs';

buildIfStale();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps/server/dist/setup-cli.js')).href);

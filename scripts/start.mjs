// `npm start`: builds what is missing or out of date, then runs the server in this process.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { at, buildIfStale } from './build-if-stale.mjs';

if (!fs.existsSync(at('node_modules'))) {
  console.error('Dependencies are missing: run "npm install" first.');
  process.exit(1);
}

buildIfStale();
// Stack traces (and the call sites the database guard names) point at the TypeScript sources.
process.setSourceMapsEnabled(true);

await import(pathToFileURL(at('apps/server/dist/server.js')).href);

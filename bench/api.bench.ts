// npm run bench:api — autocannon against GET /api/settings.php and a logged-in GET /api/user.php,
// next to a bare Fastify hello-world started in the same run. Set DATABASE_URL to bench on PostgreSQL.
import { measure, printTable, startTarget } from './run-target';

const hello = await startTarget('hello-server.ts');
const app = await startTarget('app-server.ts');
const [appPort, cookie] = app.fields;
try {
  const baseline = await measure('bare Fastify hello-world', { url: `http://127.0.0.1:${hello.fields[0]}/` });
  const settings = await measure('GET /api/settings.php', { url: `http://127.0.0.1:${appPort}/api/settings.php` });
  const user = await measure('GET /api/user.php (logged in)', {
    url: `http://127.0.0.1:${appPort}/api/user.php`,
    headers: { cookie: cookie ?? '' },
  });
  console.log(`\nDatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; 10 connections, 8 s each.`);
  printTable([baseline, settings, user], baseline);
} finally {
  hello.child.kill('SIGTERM');
  app.child.kill('SIGTERM');
}

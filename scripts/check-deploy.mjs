// CI's check of the deployment files (issue 21 item 5): `docker compose config` where a Docker with compose is
// installed, and everywhere a check of what the files must say to run this server (no engine runs here).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parse } from 'yaml';
import { at } from './build-if-stale.mjs';

const problems = [];
const expect = (ok, problem) => ok || problems.push(problem);
const read = (file) => fs.readFileSync(at(file), 'utf8');

// The variables the server reads (config/env.ts): the compose file may set no other.
const envSource = read('apps/server/src/config/env.ts');
const knownVariable = (name) => new RegExp(`\\b${name}:\\s*(z|booleanFlag)`).test(envSource);

const compose = parse(read('docker-compose.yml'), { merge: true });
const services = compose.services ?? {};
for (const name of ['postgres', 'redis', 'app1', 'app2', 'proxy'])
  expect(services[name], `compose: no service ${name}`);
for (const name of ['postgres', 'redis'])
  expect(services[name]?.healthcheck?.test, `compose: ${name} has no health check (the apps wait for it)`);
for (const name of ['app1', 'app2']) {
  const app = services[name] ?? {};
  const environment = app.environment ?? {};
  for (const variable of ['DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY', 'DATA_ENCRYPTION_KEY'])
    expect(environment[variable] !== undefined, `compose: ${name} does not set ${variable}`);
  for (const variable of Object.keys(environment))
    expect(knownVariable(variable), `compose: ${name} sets ${variable}, which the server does not read`);
  for (const [value, variable] of Object.entries(environment).map(([key, entry]) => [String(entry), key]))
    expect(value !== '', `compose: ${name} sets ${variable} empty (the server refuses an empty value)`);
  for (const dependency of ['postgres', 'redis'])
    expect(
      app.depends_on?.[dependency]?.condition === 'service_healthy',
      `compose: ${name} does not wait for ${dependency}`,
    );
  expect(app.build !== undefined || app.image !== undefined, `compose: ${name} has neither build nor image`);
}
for (const name of ['app1', 'app2'])
  expect(
    services.proxy?.depends_on?.[name]?.condition === 'service_healthy',
    `compose: the proxy does not wait for ${name}`,
  );
const declared = new Set(Object.keys(compose.volumes ?? {}));
for (const [name, service] of Object.entries(services))
  for (const volume of service.volumes ?? []) {
    const source = String(volume).split(':')[0];
    if (source.startsWith('.'))
      expect(fs.existsSync(at(source)), `compose: ${name} mounts ${source}, which is missing`);
    else expect(declared.has(source), `compose: ${name} mounts the undeclared volume ${source}`);
  }

const dockerfile = read('Dockerfile');
const stages = dockerfile.split('\n').filter((line) => /^FROM /.test(line));
expect(stages.length >= 2, 'Dockerfile: not multi-stage');
expect(
  stages.every((line) => /^FROM node:20\./.test(line)),
  'Dockerfile: every stage must be on Node 20 (stack-notes)',
);
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
expect(/\nUSER (?!root)\S+/.test(finalStage), 'Dockerfile: the final stage runs as root');
expect(/\nHEALTHCHECK .*\/healthz/s.test(finalStage), 'Dockerfile: no health check of /healthz');
expect(finalStage.includes('apps/server/dist/server.js'), 'Dockerfile: does not start apps/server/dist/server.js');

const caddy = read('deploy/Caddyfile');
expect(/reverse_proxy app1:3000 app2:3000/.test(caddy), 'Caddyfile: does not balance app1 and app2');
expect(/\/metrics/.test(caddy) && /\/api\/backup\.php/.test(caddy), 'Caddyfile: /metrics or /api/backup.php reachable');

const unit = read('deploy/amora.service');
for (const section of ['[Unit]', '[Service]', '[Install]'])
  expect(unit.includes(section), `systemd unit: no ${section}`);
expect(/\nExecStart=\/usr\/bin\/node .*apps\/server\/dist\/server\.js/.test(unit), 'systemd unit: ExecStart');
expect(/\nUser=(?!root)\S+/.test(unit), 'systemd unit: runs as root');

let hasCompose = true;
try {
  execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
} catch {
  hasCompose = false;
}
let composeChecked = 'docker compose is not installed here: checked the files only';
if (hasCompose) {
  try {
    execFileSync('docker', ['compose', '-f', at('docker-compose.yml'), 'config', '--quiet'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        POSTGRES_PASSWORD: 'check',
        PUBLIC_URL: 'https://amora.example',
        DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
      },
    });
    composeChecked = 'docker compose config: valid';
  } catch (error) {
    problems.push(`docker compose config refused the file: ${error.message}`);
  }
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `- ${problem}`).join('\n'));
  process.exit(1);
}
console.log(
  `Deployment files: Dockerfile, docker-compose.yml, deploy/Caddyfile, deploy/amora.service fine (${composeChecked}).`,
);

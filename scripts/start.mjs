// `npm start`: builds the service and its web client when their build is missing or older than its sources, then runs it. A start
// after an unchanged checkout skips the build (seconds instead of a minute).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const built = new URL('dist/main.js', root);
const page = new URL('dist/web/index.html', root);

/** The newest modification time among the files the build reads. */
function newest(url) {
  const stat = statSync(url);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(url)
      .filter((name) => name !== 'generated')
      .map((name) => newest(new URL(name + (statSync(new URL(name, url)).isDirectory() ? '/' : ''), url))),
  );
}

// The service and the web client (web/, served at `/`), which imports the typed client's source.
const inputs = [
  'src/',
  'web/',
  'packages/client/src/',
  'prisma/schema.prisma',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
].map((path) => new URL(path, root));
const outputs = [built, page];
const stale =
  !outputs.every((url) => existsSync(url)) || Math.max(...inputs.map(newest)) > Math.min(...outputs.map((url) => statSync(url).mtimeMs));
if (stale) {
  console.error('building the service (once; later starts skip this until the sources change)');
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root });
}
const child = spawn(process.execPath, [built.pathname, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm run dev`: compiles the server on change (tsc --watch) and restarts it (node --watch); the server
// runs Vite in middleware mode, so client edits hot-reload in the browser.
import { spawn } from 'node:child_process';

const children = [spawn('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' })];
const tscDone = setInterval(async () => {
  const fs = await import('node:fs');
  if (!fs.existsSync('dist/node/server/main.js')) return;
  clearInterval(tscDone);
  children.push(
    spawn(process.execPath, ['--watch-path=dist/node', 'dist/node/server/main.js', '--dev'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    }),
  );
}, 500);

const stop = () => {
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

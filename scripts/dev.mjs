// `npm run dev`: the server recompiled on change and restarted, beside the Vite dev server
// (which proxies /api, /graphql and /uploads to it). Ctrl-C stops all three.
import { spawn, spawnSync } from 'node:child_process';

const compile = ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '.swcrc'];
spawnSync('npx', compile, { cwd: 'server', stdio: 'inherit' });

const children = [
  spawn('npx', [...compile, '--watch'], { cwd: 'server', stdio: 'inherit' }),
  spawn('node', ['--watch-path=dist', 'dist/main.js'], { cwd: 'server', stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));

// `npm run dev`: the API with reload on 3001 and Vite on http://localhost:3000 proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.DEV_SERVER_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, DEV_SERVER_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

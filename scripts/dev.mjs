// npm run dev: the API with hot reload (tsx watch) on API_PORT and Vite on PORT, proxying /api to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '5000';
const apiPort = process.env.API_PORT ?? '5001';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('node_modules/.bin/vite', [], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

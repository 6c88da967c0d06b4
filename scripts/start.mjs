// npm start: builds when the sources are newer than the build (or there is none), then serves dist/.
import { execFileSync } from 'node:child_process';
import { isBuildFresh } from './build-freshness.mjs';

if (isBuildFresh()) console.log('The build is up to date with the sources: starting it.');
else execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
await import('../dist/server/main.js');

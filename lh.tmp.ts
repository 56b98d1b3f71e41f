import { spawn } from 'node:child_process';
import { serve } from '/work/main/tests/e2e/server.ts';
const { url, server } = await serve('dist', { gzip: true });
const t = performance.now();
await new Promise((done) => spawn('node_modules/.bin/node', ['node_modules/.bin/lighthouse', `${url}/en/laws/16/`, '--output=json', '--output-path=/tmp/lh1.json', '--only-categories=performance,accessibility,best-practices,seo', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage'], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } }).on('close', done).stderr!.on('data', (d) => process.stdout.write(`${Math.round(performance.now() - t)} ${d}`)));
console.log('total', Math.round(performance.now() - t));
server.close();

// The registry reachable here serves only the linux-x64 builds of packages that ship one
// package per platform, so `npm install` leaves the other platforms out of package-lock.json
// and `npm ci` then refuses the lock ("Missing: … from lock file"). This adds lock entries
// for those platform packages, marked optional with the os/cpu their names declare, so
// `npm ci` skips them on this machine exactly as it would with a complete lock.
// Run after `npm install`: node scripts/lock-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pkgs = lock.packages;
const OS = { darwin: 'darwin', linux: 'linux', win32: 'win32', windows: 'win32', android: 'android', freebsd: 'freebsd' };
let added = 0;
for (const [path, entry] of Object.entries({ ...pkgs })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (pkgs[key]) continue;
    const m = /[-/](android|darwin|linux|win32|windows|freebsd|wasm32)-?(arm64|x64|ia32|arm|wasi)?(?:-(gnu|musl|msvc))?$/.exec(name);
    if (!m) {
      console.error(`lock-platforms: ${name} (needed by ${path}) is not a platform package; left alone`);
      continue;
    }
    const [, os, cpu, libc] = m;
    const e = { version, dev: Boolean(entry.dev), optional: true };
    if (os === 'wasm32') e.cpu = ['wasm32'];
    else {
      e.os = [OS[os]];
      if (cpu) e.cpu = [cpu];
    }
    if (libc === 'gnu') e.libc = ['glibc'];
    if (libc === 'musl') e.libc = ['musl'];
    pkgs[key] = e;
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: added ${added} platform entries`);

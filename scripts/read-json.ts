// The CLIs' facts file: read and parsed, or `fail` with what is wrong (no such file, not JSON).
import { existsSync, readFileSync } from 'node:fs';

export function readJson(file: string, fail: (message: string) => never): unknown {
  if (!existsSync(file)) fail(`${file}: no such file`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return fail(`${file}: not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
}

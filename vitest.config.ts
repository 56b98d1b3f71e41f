import { defineConfig } from 'vitest/config';

// Unit tests. Both cores (vitest's default leaves one idle on a 2-core machine), and one module
// graph per worker, shared between test files (no isolation: 41 s → 26 s here). The one file
// that must see modules load afresh runs isolated: the ReDoS check watches the RegExp
// constructor while src/lib/refs builds its grammar, which a module already loaded by another
// file would hide.
const ISOLATED = ['tests/unit/redos.test.ts'];
// npm test runs the unit tests beside the build, Biome and the calculator's size, more processes
// than cores: a test that takes 3–4 s alone (the synthetic corpus) can pass vitest's default 5 s.
// The timeout is there to stop a test that hangs, not to measure speed (the benches do that).
const TIMEOUT_MS = 30_000;

export default defineConfig({
  test: {
    environment: 'node',
    maxWorkers: 2,
    testTimeout: TIMEOUT_MS,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});

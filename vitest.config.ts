import { defineConfig } from 'vitest/config';
import { HANG_MS } from './tests/e2e/hang.ts';

// Unit tests. Both cores (vitest's default leaves one idle on a 2-core machine), and one module
// graph per worker, shared between test files (no isolation: 41 s → 26 s here). The one file
// that must see modules load afresh runs isolated: the ReDoS check watches the RegExp
// constructor while src/lib/refs builds its grammar, which a module already loaded by another
// file would hide.
const ISOLATED = ['tests/unit/redos.test.ts'];
// npm test runs the unit tests beside the build, Biome and the calculator's size, more processes
// than cores: a test that takes 3–4 s alone (the synthetic corpus) can pass vitest's default 5 s,
// and the solver's comparison with a search that shares nothing took 32 s on a machine three
// times slower with the build beside it. The timeout is a hang guard, the browser tests' own
// (tests/e2e/hang.ts), not a speed limit: speed is what the benches measure. Hooks get the same
// guard: a beforeAll that copies the content tree and runs `npm run check` on it took over
// vitest's default 10 s beside the other stages on a fresh 2-core machine.
const TIMEOUT_MS = HANG_MS;

export default defineConfig({
  test: {
    environment: 'node',
    maxWorkers: 2,
    testTimeout: TIMEOUT_MS,
    hookTimeout: TIMEOUT_MS,
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

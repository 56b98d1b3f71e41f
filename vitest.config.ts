import { defineConfig } from 'vitest/config';

// Unit tests. Both cores (vitest's default leaves one idle on a 2-core machine), and one module
// graph per worker, shared between test files (no isolation: 41 s → 26 s here). The one file
// that must see modules load afresh runs isolated: the ReDoS check watches the RegExp
// constructor while src/lib/refs builds its grammar, which a module already loaded by another
// file would hide.
const ISOLATED = ['tests/unit/redos.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    maxWorkers: 2,
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

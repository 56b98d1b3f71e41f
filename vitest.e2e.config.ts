import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { HANG_MS } from './tests/e2e/hang.ts';

// The longest files first, so that two running side by side end together instead of one long
// file running alone at the end (vitest would order a fresh clone by file size). The order of
// their file times in the last whole browser stage (docs/test-time-and-benchmarks.md, issue 32).
const LONGEST_FIRST = [
  'a11y.e2e.test.ts',
  'search.e2e.test.ts',
  'phone.e2e.test.ts',
  'case-index-exam.e2e.test.ts',
  'claim-tool.e2e.test.ts',
  'claims.e2e.test.ts',
  'offline-hosts.e2e.test.ts',
  'cases.e2e.test.ts',
];
const rank = (f: TestSpecification) => {
  const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}`));
  return i < 0 ? LONGEST_FIRST.length : i;
};
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const bySize = await super.sort(files);
    return [...bySize].sort((a, b) => rank(a) - rank(b));
  }
}

// Browser tests over the built site; `npm test` builds first. Two files at a time, each with its
// own browser: one file keeps about one and a half of the two cores busy (the page, then the
// test runner, in turn). A worker keeps its modules from file to file (no isolation: the files
// share no state but the list of dist/'s pages, made once; about 20 CPU-seconds less).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // Hang guards, not speed limits (tests/e2e/hang.ts): waits in the browser get the same
    // (useSite's contexts, expect.poll).
    testTimeout: HANG_MS,
    hookTimeout: HANG_MS,
    expect: { poll: { timeout: HANG_MS } },
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    sequence: { sequencer: LongestFirst },
  },
});

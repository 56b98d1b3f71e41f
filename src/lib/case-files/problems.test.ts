import { expect, test } from 'vitest';
import { readCaseFiles } from '../../content-io/case-files.ts';
import { caseFileProblems } from './problems.ts';

test('every case file of the content is valid', () => {
  const files = readCaseFiles();
  expect(files.length).toBeGreaterThanOrEqual(18);
  expect(caseFileProblems(files)).toEqual([]);
});

test('each problem is printed as file:line: rule: message with its hint, file by file', () => {
  const lines = caseFileProblems([
    { path: 'a/1/case.yaml', text: 'id: [1\n' },
    { path: 'b/2/case.yaml', text: 'id: "2"\n' },
  ]);
  expect(lines[0]).toMatch(/^a\/1\/case\.yaml:\d+: yaml-syntax: .+\n {2}hint: Fix the YAML syntax/);
  expect(lines.slice(1).every((l) => l.startsWith('b/2/case.yaml:'))).toBe(true);
  expect(lines.length).toBeGreaterThan(1);
});

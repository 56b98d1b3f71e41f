import { describe, expect, test } from 'vitest';
import { hasText, knownLawIds, type LawTextDoc } from './coverage.ts';
import { summaryGate } from './gate.ts';

// Law 45's text in sections only (45C1), a commentary citing 45A, 50A and 60B.
const law45: LawTextDoc = { kind: 'law', law: 45, reference: 'en', versions: [{ lang: 'en', segments: [{ id: '45C1', cites: [] }] }] };
const commentary: LawTextDoc = {
  kind: 'commentary',
  reference: 'pl',
  versions: [{ lang: 'pl', segments: [{ id: '1', cites: ['45A', '45C1(a)', '50A', '60B', 'para:3'] }] }],
};
const docs = [law45, commentary];

describe('knownLawIds and hasText', () => {
  test('the 93 Laws, the sections of law text, the cited sections and the extra ids; no paragraphs', () => {
    const ids = knownLawIds(docs, ['52B2']);
    expect(ids).toHaveLength(93 + 6);
    expect(ids.filter((id) => id.startsWith('45'))).toEqual(['45', '45A', '45C1', '45C1(a)']);
    expect(ids).not.toContain('para:3');
  });

  test('a section has text when the corpus has it or the section holding it; a whole Law when it has one of its sections', () => {
    expect(['45C1', '45C1(a)', '45', '45A', '50'].map((id) => hasText(id, docs))).toEqual([true, true, true, false, false]);
  });
});

describe('summaryGate', () => {
  test('lists the ids of the gated Laws with neither text nor summary as problems of their summary file, and counts the rest', () => {
    const { problems, pending } = summaryGate(docs, ['52B2'], new Set(['50', '50A']), (n) => n >= 45 && n <= 58);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.rule}: ${p.message.split(' is ')[0]}`)).toEqual([
      'laws/summaries/45.yaml:1: summaries/missing: 45A',
      ...[46, 47, 48, 49].map((n) => `laws/summaries/${n}.yaml:1: summaries/missing: Law ${n}`),
      'laws/summaries/51.yaml:1: summaries/missing: Law 51',
      'laws/summaries/52.yaml:1: summaries/missing: Law 52',
      'laws/summaries/52.yaml:1: summaries/missing: 52B2',
      ...[53, 54, 55, 56, 57, 58].map((n) => `laws/summaries/${n}.yaml:1: summaries/missing: Law ${n}`),
    ]);
    expect(pending).toHaveLength(93 - 14 + 1);
    expect(pending).toContain('60B');
  });

  test('gating every Law turns the pending ids into problems', () => {
    const all = summaryGate(docs, [], new Set(), () => true);
    expect(all.pending).toEqual([]);
    expect(all.problems).toHaveLength(93 - 1 + 3);
  });
});

// A text written on a commentary's basis (a claim case) reads its paragraph references in that
// commentary: "para. 68.7" in a claim case links to the commentary's paragraph, not to a
// "paragraph the corpus lacks" block on the law page (which several cases citing the same
// paragraph made twice, with the same id).
import { describe, expect, test } from 'vitest';
import { buildCorpus } from '../../src/lib/corpus/corpus.ts';
import { linkCorpus } from '../../src/markdown/link-corpus.ts';
import { readContentFiles, readManifest } from '../../src/content-io/content-files.ts';

describe('paragraph references in a claim case', () => {
  const { corpus } = buildCorpus(readManifest(), readContentFiles());
  const { linked } = linkCorpus(corpus);
  const claims = [...corpus.documents.entries()].filter(([id]) => id.startsWith('cases/claims/'));

  test('every paragraph link of every claim case lands on its commentary’s paragraph', () => {
    const hrefs = claims.flatMap(([id]) =>
      [...(linked.get(id)?.values() ?? [])].flatMap((segs) =>
        [...segs.values()].flatMap((r) => [...r.html.matchAll(/<a href="([^"]+)"[^>]*data-ref="para:[^"]+"/g)].map((m) => m[1] as string)),
      ),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(/^\/~\/commentary\/(ru-67-74|pl-68-71)\/#\d+(\.\d+)?$/);
  });

  test('lead-a-heart’s "para. 68.7" goes to § 68.7 of the Russian commentary', () => {
    const basis = linked.get('cases/claims/lead-a-heart')?.get('en')?.get('basis');
    expect(basis?.html).toContain('href="/~/commentary/ru-67-74/#68.7"');
    expect(basis?.html).not.toContain('/laws/68/#para-68.7');
  });
});

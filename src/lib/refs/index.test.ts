import { expect, test } from 'vitest';
import * as refs from './index.ts';

test('returns the public API of refs (a change here is a change for every caller)', () => {
  expect(Object.keys(refs).sort()).toEqual([
    'BARE_EVIDENCE',
    'BARE_REJECTIONS',
    'DEFAULT_EDITION',
    'EDITIONS',
    'LANGS',
    'LAW_COUNT',
    'REF_ERROR_CODES',
    'REF_KINDS',
    'SECTION_LETTERS',
    'TABLES',
    'ancestorsOf',
    'anchorOf',
    'annotateRefs',
    'bareCandidates',
    'findRefs',
    'formatRef',
    'formatRefId',
    'hrefOf',
    'isRefId',
    'isValidLawNumber',
    'lawIdOf',
    'lawOf',
    'lineIndexAt',
    'lineStarts',
    'paraIdOf',
    'parseRefId',
    'parseRefQuery',
    'resolveRef',
    'resolveRefs',
    'resolveText',
    'sectionAt',
    'sectionsByLine',
  ]);
});

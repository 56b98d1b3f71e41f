/**
 * The words src/lib/editions needs to describe a change, in an interface language (that
 * module takes its words as data and knows no language).
 */
import type { EditionWords } from '../lib/editions/describe.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { t } from './ui.ts';

/**
 * @example editionWords('en').thisIs // 'In the {e} Laws this is {id}.'
 */
export function editionWords(lang: Lang): EditionWords {
  const keep = { e: '{e}', id: '{id}', note: '{note}' };
  return {
    thisIs: t(lang, 'editions.thisIs', keep),
    none: t(lang, 'editions.none', keep),
    changed: t(lang, 'editions.changed', keep),
    unverified: t(lang, 'editions.unverified'),
  };
}

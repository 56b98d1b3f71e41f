// The language list lives below every folder that needs it (src/lib/base/languages.ts); this
// module keeps the old import path working for the corpus and its many importers.
export { ENDONYMS, isLang, LANGS, type Lang } from '../base/languages.ts';

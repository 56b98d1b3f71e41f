// `/search-glossary/{lang}/{key}.json`: glossary forms of the four languages whose folded form
// starts with one letter, with the terms and definitions in the interface language; fetched by
// the search island for a query starting with that letter (src/lib/search/glossary.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { searchGlossary } from '../../../data/search.ts';
import { LANGS, type Lang } from '../../../lib/corpus/languages.ts';

export const getStaticPaths: GetStaticPaths = () => LANGS.flatMap((lang) => [...searchGlossary(lang).keys()].map((key) => ({ params: { lang, key } })));

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(searchGlossary(params.lang as Lang).get(params.key ?? '')), { headers: { 'content-type': 'application/json' } });

// `/search-glossary/{version}/{lang}/{key}.json`: glossary forms of the four languages whose
// folded form starts with one pair of letters, with the terms and definitions in the interface
// language; fetched by the search island for a query starting with those letters
// (src/lib/search/glossary.ts). `version` is a hash of every such file, so the names change with
// the content and the browser takes them past the service worker (staticRoutes).
import type { APIRoute, GetStaticPaths } from 'astro';
import { searchGlossary, searchGlossaryVersion } from '../../../../data/search.ts';
import { LANGS, type Lang } from '../../../../lib/corpus/languages.ts';

export const getStaticPaths: GetStaticPaths = () =>
  LANGS.flatMap((lang) => [...searchGlossary(lang).keys()].map((key) => ({ params: { version: searchGlossaryVersion(), lang, key } })));

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(searchGlossary(params.lang as Lang).get(params.key ?? '')), { headers: { 'content-type': 'application/json' } });

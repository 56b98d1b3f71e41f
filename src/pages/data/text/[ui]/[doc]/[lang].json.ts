/**
 * The text of a long document in one language, for a page in interface language `ui`: segment id
 * → rendered HTML, its links pointing into that interface. A commentary page carries only the
 * original and the reader's default second language; <parallel-text> fetches another language's
 * cells from here when the reader switches to it (the HTML of every page stays within budget).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { allDocuments, type Doc } from '../../../../../data/site.ts';
import { LANGS, type Lang } from '../../../../../lib/corpus/languages.ts';
import { localizeLinks } from '../../../../../markdown/localize.ts';

export const getStaticPaths: GetStaticPaths = async () => {
  const docs = (await allDocuments()).filter((d) => d.kind === 'commentary' && d.slug);
  // The props name the version; its HTML is localized when the file is written, not here: Astro
  // keeps every route's props until the build ends, and a localized copy of every commentary in
  // four interfaces grew with the corpus (issue #33).
  return LANGS.flatMap((ui) => docs.flatMap((d) => d.versions.map((v) => ({ params: { ui, doc: d.slug as string, lang: v.lang }, props: { ui, v } }))));
};

export const GET: APIRoute = ({ props }) => {
  const { ui, v } = props as { ui: Lang; v: Doc['versions'][number] };
  const html = Object.fromEntries(v.segments.map((s) => [s.id, localizeLinks(s.html, ui)]));
  return new Response(JSON.stringify(html), { headers: { 'content-type': 'application/json' } });
};

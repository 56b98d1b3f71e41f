/**
 * The text of a long document in one language, for a page in interface language `ui`: segment id
 * → rendered HTML, its links pointing into that interface. A commentary page carries only the
 * original and the reader's default second language; <parallel-text> fetches another language's
 * cells from here when the reader switches to it (the HTML of every page stays within budget).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { allDocuments } from '../../../../../data/site.ts';
import { LANGS } from '../../../../../lib/corpus/languages.ts';
import { localizeLinks } from '../../../../../markdown/localize.ts';

export const getStaticPaths: GetStaticPaths = async () => {
  const docs = (await allDocuments()).filter((d) => d.kind === 'commentary' && d.slug);
  return LANGS.flatMap((ui) =>
    docs.flatMap((d) =>
      d.versions.map((v) => ({
        params: { ui, doc: d.slug as string, lang: v.lang },
        props: { html: Object.fromEntries(v.segments.map((s) => [s.id, localizeLinks(s.html, ui)])) },
      })),
    ),
  );
};

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify(props.html), { headers: { 'content-type': 'application/json' } });

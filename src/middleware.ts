/**
 * Puts the page's interface language into links rendered language-neutral. Segments are
 * rendered once and shown in four interfaces, so their law links carry the placeholder
 * `/~/` (see src/markdown/law-refs.ts); at build time each page's HTML gets `/{lang}/`.
 */
import { defineMiddleware } from 'astro:middleware';
import { isLang } from './lib/corpus/languages.ts';
import { localizeLinks } from './markdown/localize.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const lang = context.url.pathname.split('/')[1] ?? '';
  if (!isLang(lang) || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = localizeLinks(await response.text(), lang);
  return new Response(html, { status: response.status, headers: response.headers });
});

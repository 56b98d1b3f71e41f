// `/{lang}/manifest.webmanifest`: the install manifest in each interface language, linked from
// every page of it; an installed site starts in the language it was installed from. One `id`
// for all four, so the site installs once whatever the language.
import type { APIContext } from 'astro';
import { langPaths } from '../../data/site.ts';
import type { Lang } from '../../lib/corpus/languages.ts';
import { t } from '../../i18n/ui.ts';

export const getStaticPaths = langPaths;

export function GET({ params }: APIContext): Response {
  const lang = params.lang as Lang;
  const manifest = {
    id: '/',
    name: t(lang, 'site.name'),
    short_name: t(lang, 'site.name'),
    description: t(lang, 'site.tagline'),
    lang,
    dir: 'ltr',
    start_url: `/${lang}/`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b5cad',
    icons: [
      { src: '/icons/icon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json' } });
}

// @ts-check
import { unified } from '@astrojs/markdown-remark';
import { defineConfig } from 'astro/config';
import { rehypePlugins, remarkPlugins } from './src/markdown/pipeline.ts';

export default defineConfig({
  site: 'https://lexludi.example',
  trailingSlash: 'always',
  i18n: {
    locales: ['en', 'ru', 'pl', 'el'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  markdown: {
    // Astro 7's default Markdown engine runs no remark/rehype plugins; ours do.
    // SmartyPants would write English quotes into Russian, Polish and Greek text.
    processor: unified({ remarkPlugins: [...remarkPlugins], rehypePlugins: [...rehypePlugins], smartypants: false, gfm: false }),
  },
  build: { format: 'directory' },
  security: {
    csp: {
      algorithm: 'SHA-256',
      // worker-src and manifest-src would fall back to script-src and default-src: named, so the
      // service worker and the install manifest stay allowed whatever those become.
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    },
  },
  devToolbar: { enabled: false },
  // Every script an external file (never inlined), so a strict CSP needs no 'unsafe-inline'.
  vite: { build: { assetsInlineLimit: 0 } },
});

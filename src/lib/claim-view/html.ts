/**
 * The HTML of a claim ruling: ONE builder for the server-rendered ruling (ClaimRuling.astro) and
 * the calculator and tool islands, so the page without JavaScript and the live calculator show
 * the same thing. Input is a {@link ClaimView} (already in the reader's language); every text is
 * escaped, so the result can be set as HTML.
 */
import type { ClaimView } from './view.ts';
import { escapeHtml } from '../base/html.ts';

export { escapeHtml } from '../base/html.ts';

/** The headings and words of the ruling's HTML, in the reader's language. */
export interface ClaimHtmlLabels {
  readonly tricks: string;
  readonly side: string;
  readonly remaining: string;
  readonly total: string;
  readonly line: string;
  readonly trick: string;
  readonly chain: string;
  readonly script: string;
  readonly needs: string;
  readonly problems: string;
}

const list = (tag: 'ol' | 'ul', cls: string, items: readonly string[]) =>
  items.length === 0 ? '' : `<${tag}${cls ? ` class="${cls}"` : ''}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;

/**
 * The ruling as HTML: the verdict, the tricks to each side, the result, the decisive line, the
 * law chain (linked), the director's script, and what the director must still find. `level` is
 * the level of the section headings (3 under a calculator's h2).
 * @example claimRulingHtml(view, labels).startsWith('<div class="claim-ruling">') // true
 */
export function claimRulingHtml(v: ClaimView, l: ClaimHtmlLabels, level: 2 | 3 | 4 = 3): string {
  const e = escapeHtml;
  const h = (id: string, text: string) => `<h${level} class="claim-${id}-heading">${e(text)}</h${level}>`;
  const parts: string[] = [];
  parts.push(`<p class="claim-verdict">${e(v.verdict)}</p>`);
  if (v.problems.length > 0) parts.push(`<div class="calc-warning claim-problems"><p>${e(l.problems)}</p>${list('ul', '', v.problems.map(e))}</div>`);
  if (v.tricks.length > 0) {
    const rows = v.tricks.map((t) => `<tr><th scope="row">${e(t.side)}</th><td>${t.remaining}</td><td>${t.total}</td></tr>`).join('');
    parts.push(
      `<div class="calc-scroll" tabindex="0"><table class="claim-tricks"><caption>${e(l.tricks)}</caption>` +
        `<thead><tr><th scope="col">${e(l.side)}</th><th scope="col">${e(l.remaining)}</th><th scope="col">${e(l.total)}</th></tr></thead>` +
        `<tbody>${rows}</tbody></table></div>`,
    );
  }
  if (v.result) parts.push(`<p class="claim-result">${e(v.result)}</p>`);
  if (v.needs.length > 0) parts.push(`<p class="calc-needs">${e(l.needs)} ${e(v.needs.join(', '))}</p>`);
  if (v.line.length > 0) {
    parts.push(h('line', l.line));
    parts.push(
      list(
        'ol',
        'claim-line',
        v.line.map(
          (s) =>
            `<span class="claim-trick">${e(l.trick)} ${s.trick}:</span> ${e(s.plays)}${s.serves ? ` <span class="claim-serves">— ${e(s.serves)}</span>` : ''}`,
        ),
      ),
    );
  }
  if (v.chain.length > 0) {
    parts.push(h('chain', l.chain));
    parts.push(
      list(
        'ol',
        'calc-chain',
        v.chain.map((c) => `<a href="${e(c.href)}">${e(c.law)}</a> — ${e(c.text)}`),
      ),
    );
  }
  if (v.script.length > 0) {
    parts.push(h('script', l.script));
    parts.push(list('ul', 'calc-script', v.script.map(e)));
  }
  return `<div class="claim-ruling">${parts.join('')}</div>`;
}

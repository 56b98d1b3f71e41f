/**
 * annotateRefs: the fourth verb. Cuts text at spans and lets the caller render each span —
 * into an HTML string, an mdast link node, anything — keeping the text between spans as
 * strings. Generic so one function serves the remark plugin, the CLI and tests.
 */

/**
 * Splits `text` into plain strings and rendered spans, in order. Spans are offsets into
 * `text`; overlapping spans after the first are ignored; `render` may return `null` to keep
 * a span as plain text. Adjacent strings are merged, empty strings dropped.
 * @example
 * const refs = resolveRefs(findRefs('см. Правило 68.', { lang: 'ru' }));
 * annotateRefs('см. Правило 68.', refs.flatMap((r) => r.links), (l, s) => `<a href="#${l.targets[0]}">${s}</a>`).join('')
 * // 'см. <a href="#68">Правило 68</a>.'
 */
export function annotateRefs<S extends { readonly start: number; readonly end: number }, T>(
  text: string,
  spans: readonly S[],
  render: (span: S, surface: string) => T | null,
): Array<string | T> {
  const out: Array<string | T> = [];
  // Rendered spans may themselves be strings (HTML): only merge with plain text pushed here.
  let lastIsText = false;
  const pushText = (s: string) => {
    if (!s) return;
    if (lastIsText) out[out.length - 1] += s;
    else out.push(s);
    lastIsText = true;
  };
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (span.start < at || span.end > text.length || span.end <= span.start) continue;
    const surface = text.slice(span.start, span.end);
    const rendered = render(span, surface);
    if (rendered === null) continue;
    pushText(text.slice(at, span.start));
    out.push(rendered);
    lastIsText = false;
    at = span.end;
  }
  pushText(text.slice(at));
  return out;
}

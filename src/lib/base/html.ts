/** Text made safe for HTML: the one escaper of the string templates that build HTML in src/lib. */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML content and attribute values (quoted with either quote).
 * @example escapeHtml('<b>"x" & \'y\'</b>') // '&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;'
 */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

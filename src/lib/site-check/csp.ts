/**
 * The Content Security Policy of a built page: present as a `<meta>` before any script or
 * style, no `'unsafe-inline'`/`'unsafe-eval'` for scripts (`'wasm-unsafe-eval'` is allowed:
 * Pagefind needs it), a fallback `default-src`, and every inline script and style allowed by
 * its hash (an unhashed one would be blocked, so the island or style would silently break).
 */
import type { Problem } from '../base/problem.ts';
import type { PageScan } from './html-scan.ts';

/** One CSP problem of one page: the project's problem shape. */
export interface CspFinding extends Problem {
  readonly rule: 'csp/missing' | 'csp/late' | 'csp/unsafe-script' | 'csp/no-default-src' | 'csp/inline-unhashed' | 'csp/inline-handler';
}

/**
 * A policy's directives: name → sources.
 * @example
 * parseCsp("default-src 'self'; script-src 'self' 'sha256-x'").get('script-src') // ["'self'", "'sha256-x'"]
 */
export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    // The first occurrence of a directive wins (CSP3 §2.2.1).
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), values);
  }
  return out;
}

// Script types a browser executes (others, e.g. application/ld+json, are data).
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * Every CSP problem of the page `file`; `hash(text)` gives the CSP source of an inline block
 * (`'sha256-…'`) in the algorithm the site uses.
 * @example
 * checkCsp(scanHtml(html), (t) => `'sha256-${b64(sha256(t))}'`, 'dist/en/index.html') // [] for a sound page
 */
export function checkCsp(scan: PageScan, hash: (text: string) => string, file: string): CspFinding[] {
  return pageFindings(scan, hash).map((f) => ({ file, ...f }));
}

function pageFindings(scan: PageScan, hash: (text: string) => string): Omit<CspFinding, 'file'>[] {
  if (!scan.csp)
    return [
      { line: 1, rule: 'csp/missing', message: 'no <meta http-equiv="content-security-policy">; every page gets one from security.csp in astro.config.mjs' },
    ];
  const { policy, line } = scan.csp;
  const findings: Omit<CspFinding, 'file'>[] = [];
  if (!scan.csp.beforeCode)
    findings.push({ line, rule: 'csp/late', message: 'the CSP <meta> comes after a script or style, which it then does not cover; move it up in <head>' });
  const d = parseCsp(policy);
  if (!d.has('default-src'))
    findings.push({
      line,
      rule: 'csp/no-default-src',
      message: 'no default-src: add "default-src \'self\'" so that fonts, frames and connections stay on the site',
    });
  const scriptSrc = d.get('script-src') ?? d.get('default-src') ?? [];
  const scriptElem = d.get('script-src-elem') ?? scriptSrc;
  for (const name of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'"]) {
      if (d.get(name)?.includes(bad))
        findings.push({
          line,
          rule: 'csp/unsafe-script',
          message: `${name} allows ${bad}; hash inline scripts instead (only 'wasm-unsafe-eval' is allowed, for Pagefind)`,
        });
    }
  }
  const styleElem = d.get('style-src-elem') ?? d.get('style-src') ?? d.get('default-src') ?? [];
  const styleInline = styleElem.includes("'unsafe-inline'") && !styleElem.some((s) => /^'(sha(256|384|512)-|nonce-)/.test(s));
  for (const c of scan.inline) {
    if (c.tag === 'script' && !EXECUTABLE.has(c.type.toLowerCase())) continue;
    const allowed = c.tag === 'script' ? scriptElem.includes(hash(c.text)) : styleInline || styleElem.includes(hash(c.text));
    if (!allowed)
      findings.push({
        line: c.line,
        rule: 'csp/inline-unhashed',
        message: `inline <${c.tag}> is not allowed by the policy (its hash ${hash(c.text)} is missing), so the browser blocks it; make it external or let Astro hash it`,
      });
  }
  for (const h of scan.handlers)
    findings.push({
      line: h.line,
      rule: 'csp/inline-handler',
      message: `${h.where}: inline event handlers are blocked by the CSP; attach the listener in an island`,
    });
  return findings;
}

/**
 * The one shape of a problem that a check reports: the file, the 1-based line, a stable rule id
 * and what is wrong. The content check, the case-file check and the site checks (links, CSP)
 * all report it; a check may add fields (a column, a hint), never rename these.
 */

/** One problem of one file. */
export interface Problem {
  /** The file, as the reader should open it (a content path, a built page, a case file). */
  readonly file: string;
  /** 1-based line. */
  readonly line: number;
  /** Stable rule id: `segment/duplicate-id`, `law-id`, `link/broken`, `csp/late`, … */
  readonly rule: string;
  readonly message: string;
}

/**
 * A problem as every check prints it.
 * @example formatProblem({ file: 'laws/titles.yaml', line: 3, rule: 'titles/missing-lang', message: 'no el title' }) // 'laws/titles.yaml:3: titles/missing-lang: no el title'
 */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}: ${p.rule}: ${p.message}`;
}

/**
 * ONE case loader for every collection: each case file (read by src/content-io) goes to the
 * reader of its kind — the booklet's played-card cases, the claim cases — so a new collection of
 * a known kind loads without code. Every problem of every file is collected, never only the first.
 * Pure: the files come as text.
 */
/** A case file as read from disk: its path (as printed) and its text. */
export interface CaseFileText {
  readonly path: string;
  readonly text: string;
}

/** How the case files of one kind are checked and read. */
export interface CaseReader<T> {
  /** Whether a case file's text is of this kind. */
  readonly accepts: (text: string) => boolean;
  /** Every problem of the file, formatted `file:line: rule: message`; empty when sound. */
  readonly validate: (file: string, text: string) => readonly string[];
  /** The typed case of a file `validate` found sound. */
  readonly read: (text: string) => T;
}

/** A case as loaded: where it is, the reader that read it and its data. */
export interface LoadedCase<T = unknown> {
  readonly collection: string;
  readonly id: string;
  readonly reader: CaseReader<T>;
  readonly data: T;
}

const PLACE = /(?:^|\/)([^/]+)\/([^/]+)\/case\.yaml$/;

/**
 * Every case of `files`, each read by the first of `readers` that accepts it, with the problems
 * of every file (a file no reader accepts is one).
 * @example loadCases([{ path: 'cases/x/1/case.yaml', text }], [bookletReader]).cases[0]?.id // '1'
 */
export function loadCases(files: readonly CaseFileText[], readers: readonly CaseReader<unknown>[]): { cases: LoadedCase[]; problems: string[] } {
  const cases: LoadedCase[] = [];
  const problems: string[] = [];
  for (const { path, text } of files) {
    const reader = readers.find((r) => r.accepts(text));
    if (reader === undefined) {
      problems.push(`${path}:1: case-kind: no reader reads this kind of case file; add one to the readers of src/data/cases.ts`);
      continue;
    }
    const errors = reader.validate(path, text);
    const [, collection = '', id = ''] = PLACE.exec(path.replaceAll('\\', '/')) ?? [];
    if (errors.length > 0) problems.push(...errors);
    else cases.push({ collection, id, reader, data: reader.read(text) });
  }
  return { cases, problems };
}

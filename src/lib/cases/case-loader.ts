/**
 * ONE case loader for every collection: each case file (read by src/content-io) goes to the
 * reader of its collection's kind (the collection.yaml's `kind`, through the case-kind registry
 * src/lib/case-files/kinds.ts), so a new collection of a known kind loads without code. Every
 * problem of every file is collected, never only the first. Pure: the files come as text.
 */
/** A case file as read from disk: its path (as printed) and its text. */
export interface CaseFileText {
  readonly path: string;
  readonly text: string;
}

/** How the case files of one kind are checked and read. */
export interface CaseReader<T> {
  /** The kind it reads (a key of the case-kind registry). */
  readonly kind: string;
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
 * The collection and case id of a case file's path (`…/<collection>/<id>/case.yaml`).
 * @example casePlace('content/cases/claims/king-drops/case.yaml') // { collection: 'claims', id: 'king-drops' }
 */
export function casePlace(path: string): { collection: string; id: string } {
  const [, collection = '', id = ''] = PLACE.exec(path.replaceAll('\\', '/')) ?? [];
  return { collection, id };
}

/**
 * Every case of `files`, each read by the reader of its collection (`readerOf`, from the
 * collection's metadata and the file's own `kind` where the collection holds several kinds), with the problems of every file (a file of a collection without a
 * reader is one).
 * @example loadCases([{ path: 'cases/x/1/case.yaml', text }], () => playedCardReader).cases[0]?.id // '1'
 */
export function loadCases(
  files: readonly CaseFileText[],
  readerOf: (collection: string, text: string) => CaseReader<unknown> | undefined,
): { cases: LoadedCase[]; problems: string[] } {
  const cases: LoadedCase[] = [];
  const problems: string[] = [];
  for (const { path, text } of files) {
    const { collection, id } = casePlace(path);
    const reader = readerOf(collection, text);
    if (reader === undefined) {
      problems.push(
        `${path}:1: case-kind: the collection "${collection}" has no collection.yaml naming a known kind; add content/cases/${collection}/collection.yaml (src/schemas/collection.ts)`,
      );
      continue;
    }
    const errors = reader.validate(path, text);
    if (errors.length > 0) problems.push(...errors);
    else cases.push({ collection, id, reader, data: reader.read(text) });
  }
  return { cases, problems };
}

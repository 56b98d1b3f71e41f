/** The glossary's term as the site uses it: the file's data with its id and file. */
import type { GlossaryTermData } from '../../schemas/glossary.ts';

/** A glossary term with its id (the file name) and where it was read from. */
export interface GlossaryTerm extends GlossaryTermData {
  readonly id: string;
  readonly file: string;
}

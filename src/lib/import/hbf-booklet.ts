/**
 * Source 003: the Hellenic Bridge Federation booklet "The Laws of Bridge in depth — 1: The
 * played card" (Greek, 2012). A paragraph per line (law items as lines of one paragraph),
 * diagrams as tab-separated lines. It becomes a case collection: the front matter and
 * introduction (`collection`), the two preliminary questions with their answers (`q1`,
 * `q2`), the 16 cases (`1` … `16`), and the appendix of law excerpts, which goes to the law
 * files (`laws/2007/45/el.md` …).
 *
 * Segment ids inside a case follow its structure: `title`, then `facts.1` …; a heading
 * opens a part (`ruling`, `rulings`, `appeal-ruling`, `thoughts`, `clarification`,
 * `law-45C4(a)`) whose paragraphs are `ruling.1` …; diagrams are `diagram-1` …; the answer
 * to a question is prefixed `answer-`.
 */
import { parseRefQuery } from '../refs/query.ts';
import { toBlocks, type Block } from './blocks.ts';
import { escapeMarkdownLine, linesToMarkdown } from './markdown-escape.ts';
import type { ImportedFile, ImportedSegment, ImportResult } from './types.ts';

export const COLLECTION = 'hbf-played-card';

/**
 * Canonical id of a law designation as the booklet's excerpt headings write it (the
 * reference grammar's query parser reads every script).
 * @example
 * excerptLawId('45Γ4α') // '45C4(a)'
 */
export function excerptLawId(designation: string): string {
  const q = parseRefQuery(designation);
  if (!q.id || q.error || !/^\d/.test(q.id)) throw new Error(`not a law designation: ${designation}`);
  return q.id;
}

const PART_HEADINGS: Record<string, string> = {
  Απόφαση: 'ruling',
  Αποφάσεις: 'rulings',
  'Απόφαση ΕΕ': 'appeal-ruling',
  'Σκέψεις του Διαιτητή': 'thoughts',
  ΔΙΕΥΚΡΙΝΙΣΗ: 'clarification',
};
const LAW_HEADING = /^Νόμος (\S+)(?: \((απόσπασμα|παραπέμπει στον [^)]+)\))?$/u;
const CASE_HEADING = /^Περίπτωση (\d{1,2}) [–-] /u;
const DIAGRAM_LINE = /^[\tμορ♠♥♦♣AKQJ0-9 ?\-—]*$/u;

/** Collection-level sections, by their heading as printed. */
const COLLECTION_SECTIONS: [string, string][] = [
  ['Οι Νόμοι του Μπριτζ σε βάθος', 'cover'],
  ['Περιεχόμενα', 'contents'],
  ['Αρκτικόλεξα', 'abbreviations'],
  ['Πρόλογος της ΕΟΜ', 'preface'],
  ['Σημείωμα του επιμελητή της ύλης', 'editor-note'],
  ['Δύο προκαταρκτικές ερωτήσεις', 'questions'],
  ['ΤΟ ΠΑΙΓΜΕΝΟ ΦΥΛΛΟ (νόμοι 45-47)', 'introduction'],
  ['Οι απαντήσεις στις ερωτήσεις της σελίδας 5', 'answers'],
  ['Νόμοι και αποσπάσματα Νόμων στους οποίους βασίστηκαν οι αποφάσεις του παρόντος τεύχους', 'appendix'],
];

const isDiagram = (b: Block) => b.lines.some((l) => l.includes('\t')) && b.lines.every((l) => DIAGRAM_LINE.test(l));

/** Builds segments of one file, numbering paragraphs within parts. */
class FileBuilder {
  readonly segments: ImportedSegment[] = [];
  private part: string;
  private count = 0;
  private diagrams = 0;
  private readonly seen = new Map<string, number>();
  private prefix = '';
  constructor(part: string) {
    this.part = part;
  }
  /** Starts prefixing ids (the answer part of a question repeats it under `answer-`). */
  setPrefix(prefix: string): void {
    this.prefix = prefix;
  }
  private uniq(key: string): string {
    const n = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, n);
    return n === 1 ? key : `${key}-${n}`;
  }
  heading(key: string, text: string, line: number, level = 3, attrs: Record<string, string> = {}): void {
    const id = this.uniq(`${this.prefix}${key}`);
    // Paragraphs under a case's title are its facts.
    this.part = key === 'title' ? `${this.prefix}facts` : id;
    this.count = 0;
    this.segments.push({ id, attrs: { kind: 'heading', ...attrs }, body: `${'#'.repeat(level)} ${escapeMarkdownLine(text)}`, sourceLine: line });
  }
  add(b: Block): void {
    if (isDiagram(b)) {
      this.segments.push({
        id: `${this.prefix}diagram-${++this.diagrams}`,
        attrs: { kind: 'diagram' },
        body: `\`\`\`diagram\n${b.lines.join('\n')}\n\`\`\``,
        sourceLine: b.line,
      });
      return;
    }
    this.segments.push({ id: `${this.part}.${++this.count}`, attrs: {}, body: linesToMarkdown(b.lines), sourceLine: b.line });
  }
}

/**
 * Imports the booklet.
 * @example
 * importHbfBooklet(text, '003_….txt').files.map((f) => f.path).includes('cases/hbf-played-card/7/el.md') // true
 */
export function importHbfBooklet(text: string, source: string): ImportResult {
  const blocks = toBlocks(text);
  const fm = { lang: 'el', source };
  const collection = new FileBuilder('cover');
  const cases = new Map<string, FileBuilder>();
  const laws = new Map<string, { lawSegs: ImportedSegment[] }>();
  let target: FileBuilder = collection;
  let section = 'cover';
  let lawSection: { law: string; seg: ImportedSegment } | null = null;

  const caseFile = (id: string) => {
    let f = cases.get(id);
    if (!f) cases.set(id, (f = new FileBuilder('facts')));
    return f;
  };

  for (const b of blocks) {
    const first = (b.lines[0] ?? '').trim();
    const single = b.lines.length === 1 ? first : null;
    const coll = single !== null ? COLLECTION_SECTIONS.find(([h]) => h === single) : undefined;
    const caseM = single !== null ? CASE_HEADING.exec(single) : null;
    const lawM = single !== null ? LAW_HEADING.exec(single) : null;
    if (coll) {
      section = coll[1];
      target = collection;
      lawSection = null;
      collection.heading(section, single ?? '', b.line, 2);
    } else if (caseM) {
      section = 'case';
      target = caseFile(String(Number(caseM[1])));
      target.heading('title', single ?? '', b.line, 2);
    } else if ((single === 'Ερώτηση πρώτη:' || single === 'Ερώτηση δεύτερη:') && (section === 'questions' || section === 'answers')) {
      const q = single === 'Ερώτηση πρώτη:' ? 'q1' : 'q2';
      const answer = section === 'answers';
      target = caseFile(q);
      // The answer part repeats the question, so its ids get their own prefix in the same file.
      if (answer) target.setPrefix('answer-');
      target.heading('title', single, b.line, 2);
    } else if (section === 'appendix' && lawM) {
      const id = excerptLawId(lawM[1] ?? '');
      const law = /^\d+/.exec(id)?.[0] ?? '';
      const seg: ImportedSegment = { id, attrs: lawM[2] ? { excerpt: 'true' } : {}, body: `### ${escapeMarkdownLine(single ?? '')}`, sourceLine: b.line };
      const entry = laws.get(law) ?? { lawSegs: [] };
      entry.lawSegs.push(seg);
      laws.set(law, entry);
      lawSection = { law, seg };
    } else if (section === 'appendix' && lawSection) {
      const segs = laws.get(lawSection.law)?.lawSegs ?? [];
      const last = segs[segs.length - 1] as ImportedSegment;
      segs[segs.length - 1] = { ...last, body: `${last.body}\n\n${linesToMarkdown(b.lines)}` };
    } else if (lawM && target !== collection) {
      target.heading(`law-${excerptLawId(lawM[1] ?? '')}`, single ?? '', b.line, 3, { laws: excerptLawId(lawM[1] ?? '') });
    } else if (single !== null && PART_HEADINGS[single] && target !== collection) {
      target.heading(PART_HEADINGS[single] ?? '', single, b.line, 3);
    } else {
      target.add(b);
    }
  }

  const files: ImportedFile[] = [{ path: `cases/${COLLECTION}/collection/el.md`, frontmatter: fm, segments: collection.segments }];
  for (const [id, f] of cases) files.push({ path: `cases/${COLLECTION}/${id}/el.md`, frontmatter: fm, segments: f.segments });
  for (const [law, { lawSegs }] of [...laws].sort((a, b) => Number(a[0]) - Number(b[0]))) {
    files.push({ path: `laws/2007/${law}/el.md`, frontmatter: { ...fm, excerpts: true }, segments: lawSegs });
  }
  return { files, repairs: [] };
}

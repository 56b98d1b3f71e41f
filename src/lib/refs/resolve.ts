/**
 * resolveRefs: the second verb. Turns found references into canonical ids using context —
 * the edition, the law and section being read, the document — expanding lists and ranges and
 * filling continuations (`(b)` after `45C4(a)`) from their neighbours. Problems are data
 * (`RefError` with a code), never exceptions.
 */
import { DEFAULT_EDITION, isValidLawNumber, LAW_COUNT, lawIdOf, paraIdOf, parseRefId } from './ids.ts';
import {
  SECTION_LETTERS,
  type Edition,
  type FoundRef,
  type LawDesignator,
  type ParaDesignator,
  type RefError,
  type RefLink,
  type RefPart,
  type ResolvedRef,
  type SectionLetter,
} from './types.ts';

/** What the text around a reference tells the resolver. */
export interface ResolveContext {
  /** Edition of the document the reference stands in (default 2007). */
  readonly edition?: Edition;
  /** Law the text belongs to, for relative references (`punkt D` in Law 16 → `16D`). */
  readonly withinLaw?: number;
  /** Section being read, canonical (`16C3`): `punktu 2c` there is `16C2(c)`. Implies the law. */
  readonly withinSection?: string;
  /** Document the text belongs to, echoed on paragraph references. */
  readonly document?: string;
  /**
   * When given, targets for which it returns false are dropped with an `unknown-target` error
   * (a reference without a law word is dismissed instead). `edition` is the code the reference
   * cites: the one the text names for it (`Law 16 (2017)`), else the document's.
   */
  readonly exists?: (id: string, edition: Edition) => boolean;
}

// Larger ranges are almost surely misreadings (`Laws 1-93` is the whole code, so allow that).
const MAX_RANGE = 93;

type Designated = Extract<RefPart, { type: 'designator' }>;

interface Step {
  readonly part: Designated;
  /** Complete law designator (law known), when this is a resolvable law designator. */
  readonly full: LawDesignator | null;
  readonly para: ParaDesignator | null;
  readonly id: string | null;
}

function error(code: RefError['code'], part: { start: number; end: number; text: string }, message: string): RefError {
  return { code, message, start: part.start, end: part.end, text: part.text };
}

function contextOf(ctx: ResolveContext, namedLaw: number | undefined): { law?: number; section?: SectionLetter; number?: number } {
  const p = ctx.withinSection ? parseRefId(ctx.withinSection, ctx.edition) : null;
  if (p?.kind === 'law') return { law: p.law, ...(p.section ? { section: p.section } : {}), ...(p.number !== undefined ? { number: p.number } : {}) };
  // The law being read wins; else the law the text named last before the reference.
  const law = ctx.withinLaw ?? namedLaw;
  return law !== undefined ? { law } : {};
}

/** Completes a designator from the previous one in the list, or from the context. */
function complete(d: LawDesignator, prev: LawDesignator | null, found: FoundRef, ctx: ResolveContext): LawDesignator | null {
  if (d.law !== undefined) return d;
  const itemsOnly = !d.section && d.number === undefined;
  // Items alone continue the previous designator: `45C4(a) and (b)`.
  if (itemsOnly && prev) return { ...prev, items: d.items };
  // A section alone continues the previous designator's law: `40A/B`.
  if (found.kind === 'law' && d.section && prev?.law !== undefined) return { ...d, law: prev.law };
  if (found.kind === 'law') return null;
  const here = contextOf(ctx, found.namedLaw);
  if (here.law === undefined) return null;
  if (d.section) return { ...d, law: here.law };
  // `punktu 2c`: the section letter comes from the enclosing section; `(c)` alone: its number too.
  if (!here.section) return null;
  if (!itemsOnly) return { ...d, law: here.law, section: here.section };
  return here.number !== undefined ? { ...d, law: here.law, section: here.section, number: here.number } : null;
}

function expandRange(a: LawDesignator, bWritten: LawDesignator): LawDesignator[] | null {
  const span = (x: number, y: number) => (y >= x && y - x < MAX_RANGE ? Array.from({ length: y - x + 1 }, (_, k) => x + k) : null);
  // `45C1-4`: the second end is written as a bare number but continues the first's section.
  const b = a.number !== undefined && bWritten.section === undefined && bWritten.law !== undefined ? { ...a, number: bWritten.law } : bWritten;
  if (a.law === undefined || b.law === undefined) return null;
  if (!a.section && !b.section) return span(a.law, b.law)?.map((law) => ({ type: 'law', law, items: [] })) ?? null;
  if (a.law !== b.law || !a.section || !b.section || a.items.length || b.items.length) return null;
  if (a.number === undefined && b.number === undefined) {
    const letters = span(SECTION_LETTERS.indexOf(a.section), SECTION_LETTERS.indexOf(b.section));
    return letters?.map((k) => ({ type: 'law', law: a.law, section: SECTION_LETTERS[k] as SectionLetter, items: [] })) ?? null;
  }
  if (a.section !== b.section || a.number === undefined || b.number === undefined) return null;
  return span(a.number, b.number)?.map((number) => ({ ...a, number })) ?? null;
}

/** `68.1`–`68.3`: paragraphs sharing all but the last number. */
function expandParaRange(a: ParaDesignator, b: ParaDesignator): string[] | null {
  const head = a.path.slice(0, -1).join('.');
  const x = a.path[a.path.length - 1] ?? 0;
  const y = b.path[b.path.length - 1] ?? 0;
  if (a.path.length !== b.path.length || head !== b.path.slice(0, -1).join('.') || a.items.length || b.items.length) return null;
  if (y < x || y - x >= MAX_RANGE) return null;
  return Array.from({ length: y - x + 1 }, (_, k) => paraIdOf({ path: [...a.path.slice(0, -1), x + k], items: [] }));
}

function idOf(d: LawDesignator): string {
  return lawIdOf({ ...d, law: d.law ?? 0 });
}

/** Completes and validates each designator, in order; problems go to `errors`. */
function stepsOf(found: FoundRef, ctx: ResolveContext, edition: Edition, errors: RefError[]): Step[] {
  const steps: Step[] = [];
  let prev: LawDesignator | null = null;
  for (const part of found.parts) {
    if (part.type !== 'designator') continue;
    const v = part.value;
    if (v.type === 'para') {
      steps.push({ part, full: null, para: v, id: paraIdOf(v) });
      continue;
    }
    const full = complete(v, prev, found, ctx);
    if (full?.law === undefined) {
      errors.push(error('no-context', part, `"${part.text}" is relative to the law being read; pass withinLaw/withinSection (CLI: --within <law>)`));
    } else if (!isValidLawNumber(full.law, edition)) {
      errors.push(error('unknown-law', part, `Law ${full.law} does not exist in the ${edition} Laws (they run 1–${LAW_COUNT[edition]}); check the number`));
    }
    const ok = full?.law !== undefined && isValidLawNumber(full.law, edition);
    if (full) prev = full;
    steps.push({ part, full: ok ? full : null, para: null, id: ok && full ? idOf(full) : null });
  }
  return steps;
}

/** Cuts the steps into links: one per designator, one per range; the first starts at the word. */
function linksOf(found: FoundRef, steps: readonly Step[], errors: RefError[]): { start: number; end: number; targets: string[] }[] {
  const links: { start: number; end: number; targets: string[] }[] = [];
  const joins = found.parts.filter((p) => p.type === 'join');
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as Step;
    const join = joins[i]; // joins alternate with designators: joins[i] follows step i
    const next = steps[i + 1];
    const start = i === 0 ? found.start : step.part.start;
    if (join?.type !== 'join' || join.op !== 'range' || !next) {
      links.push({ start, end: step.part.end, targets: step.id ? [step.id] : [] });
      continue;
    }
    const expanded =
      step.full && next.full ? expandRange(step.full, next.full)?.map(idOf) : step.para && next.para ? expandParaRange(step.para, next.para) : null;
    if (!expanded && step.id && next.id) {
      const text = `${step.part.text}${join.text}${next.part.text}`;
      errors.push(
        error(
          'bad-range',
          { start: step.part.start, end: next.part.end, text },
          'this range cannot be expanded (ends in different laws or sections, or reversed); write the sections as a list',
        ),
      );
    }
    links.push({ start, end: next.part.end, targets: expanded ?? [step.id, next.id].filter((x): x is string => x !== null) });
    i++;
  }
  return links;
}

/**
 * Resolves one found reference.
 * @example
 * resolveRef(findRefs('punktu 2c', { lang: 'pl' })[0], { withinSection: '16C3' }).targets // ['16C2(c)']
 */
export function resolveRef(found: FoundRef, ctx: ResolveContext = {}): ResolvedRef {
  // The code the text names for the reference wins over the document's (`the 1997 Law 9B1(a)`).
  const edition = found.namedEdition ?? ctx.edition ?? DEFAULT_EDITION;
  const errors: RefError[] = [];
  const slice = (l: { start: number; end: number }) => found.text.slice(l.start - found.start, l.end - found.start);
  const links: RefLink[] = [];
  const all = linksOf(found, stepsOf(found, ctx, edition, errors), errors);
  // Written without a law word, a designator that is not in the code is not a reference to it.
  if (found.evidence && (errors.length || all.some((l) => l.targets.length === 0 || (ctx.exists && l.targets.some((t) => !ctx.exists?.(t, edition)))))) {
    return { ...found, targets: [], errors: [], links: [], edition, dismissed: 'not-in-code' };
  }
  for (const l of all) {
    // Only what the site has is linked; the rest is reported so the build can fail on it.
    const targets = l.targets.filter((t) => !ctx.exists || ctx.exists(t, edition));
    for (const t of l.targets.filter((x) => !targets.includes(x))) {
      errors.push(
        error(
          'unknown-target',
          { ...l, text: slice(l) },
          found.namedEdition
            ? `${t} is not a section of the ${edition} Laws, which the text names for this reference; check the letter and number, or the year`
            : `${t} is not a section of the ${edition} Laws in this site's content; check the letter and number`,
        ),
      );
    }
    if (targets.length) links.push({ start: l.start, end: l.end, text: slice(l), targets });
  }
  return {
    ...found,
    targets: [...new Set(links.flatMap((l) => l.targets))],
    errors,
    links,
    edition,
    ...(found.kind === 'para' && ctx.document ? { document: ctx.document } : {}),
  };
}

/**
 * Resolves found references to canonical ids; lists and ranges give several targets in one
 * span, problems come back in `errors` (`unknown-law` for `Правило 94`).
 * @example
 * resolveRefs(findRefs('Правилах 72...76', { lang: 'ru' }))[0].targets // ['72', '73', '74', '75', '76']
 * resolveRefs(findRefs('Law 94', { lang: 'en' }))[0].errors[0].code // 'unknown-law'
 */
export function resolveRefs(found: readonly FoundRef[], ctx: ResolveContext = {}): ResolvedRef[] {
  return found.map((f) => resolveRef(f, ctx));
}

/**
 * Every text table of the tool layer, per language, with the source files its keys are written
 * in: the interface strings (`src/i18n`), the played-card reason table, the claim reason
 * table and Law 16's (`src/lib/rulings/reasons`, `src/lib/claims/reasons`, `src/lib/law-rules/reasons`). The template test
 * (tests/unit/templates.test.ts), `npm run check` (consistency/terms over the tool layer) and
 * `npm run render:reasons` read them from here.
 */
import { LANGS, type Lang } from '../lib/base/languages.ts';
import { CLAIM_REASONS } from '../lib/claims/reasons/index.ts';
import { UI_REASONS } from '../lib/law-rules/reasons/index.ts';
import { DT_REASONS } from '../lib/law-rules/reasons/defective/index.ts';
import type { TextTable } from '../lib/consistency/tool-layer.ts';
import { REASONS } from '../lib/rulings/reasons/index.ts';
import { STRINGS } from './ui.ts';

/** The tables of one language, in a fixed order (interface, rulings, claims). */
export function toolTables(lang: Lang): TextTable[] {
  const ui = Object.fromEntries(Object.entries(STRINGS[lang]).filter(([k]) => !k.startsWith('claim.normal.')));
  const r = REASONS[lang];
  const c = CLAIM_REASONS[lang];
  const ruling = `src/lib/rulings/reasons/${lang}.ts`;
  const claim = `src/lib/claims/reasons/${lang}.ts`;
  const law16 = `src/lib/law-rules/reasons/${lang}.ts`;
  const u = UI_REASONS[lang];
  return [
    // claim.normal.* are the claim table's `normal` entries (normalPlayKeys): checked there.
    { name: 'interface', lang, files: [`src/i18n/${lang}.ts`, `src/i18n/claims-${lang}.ts`, `src/i18n/refs-tool-${lang}.ts`], entries: ui },
    { name: 'rulings.reasons', lang, files: [ruling], section: 'reasons', entries: r.reasons },
    { name: 'rulings.script', lang, files: [ruling], section: 'script', entries: r.script },
    { name: 'rulings.suits', lang, files: [ruling], section: 'suits', entries: r.suits },
    { name: 'claims.reasons', lang, files: [claim], section: 'reasons', entries: c.reasons },
    { name: 'claims.script', lang, files: [claim], section: 'script', entries: c.script },
    { name: 'claims.normal', lang, files: [claim], section: 'normal', entries: c.normal },
    { name: 'law16.reasons', lang, files: [law16], section: 'reasons', entries: u.reasons },
    { name: 'law16.kinds', lang, files: [law16], section: 'kinds', entries: { ...u.kinds, another: u.another } },
    { name: 'law67.reasons', lang, files: [`src/lib/law-rules/reasons/defective/${lang}.ts`], entries: DT_REASONS[lang] },
  ];
}

/** The tables of all four languages. */
export const TOOL_TABLES: readonly TextTable[] = LANGS.flatMap(toolTables);

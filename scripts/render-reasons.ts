// npm run render:reasons: every reason and script line of both reason tables (and the interface
// strings with counts or seats) in every language, filled with real values — each seat in turn
// and the counts 1, 2, 5, 21 — so a reviewer reads the generated sentences as text.
//   --lang ru     one language only
//   --table NAME  one table only (rulings.reasons, rulings.script, claims.reasons, claims.script, law16.reasons,
//                 law16.kinds, law67.reasons, interface)
import { LANGS } from '../src/lib/base/languages.ts';
import { CLAIM_REASONS } from '../src/lib/claims/reasons/index.ts';
import { callText } from '../src/lib/law-rules/explain-ui.ts';
import { UI_REASONS } from '../src/lib/law-rules/reasons/index.ts';
import { REASONS } from '../src/lib/rulings/reasons/index.ts';
import { placeholders } from '../src/lib/text/fill.ts';
import { renderSamples } from '../src/lib/text/render-templates.ts';
import { toolTables } from '../src/i18n/tables.ts';

const arg = (name: string) => (process.argv.includes(name) ? (process.argv[process.argv.indexOf(name) + 1] ?? '') : null);
const only = arg('--lang');
const onlyTable = arg('--table');
const TABLES = ['rulings.reasons', 'rulings.script', 'claims.reasons', 'claims.script', 'law16.reasons', 'law16.kinds', 'law67.reasons', 'interface'];
// Interface strings are many: those with a seat or a count are the ones grammar can go wrong in.
const VARYING = /^(seat|who|binds|n|m|count|total|tricks|steps|claimed|remaining|declarer|defenders|right|wrong|done|shown|pages)$/;
let lines = 0;
for (const lang of LANGS) {
  if (only && only !== lang) continue;
  for (const t of toolTables(lang)) {
    if (!TABLES.includes(t.name) || (onlyTable && onlyTable !== t.name)) continue;
    const words = t.name.startsWith('claims') ? CLAIM_REASONS[lang].seats : REASONS[lang].seats;
    const extra: Record<string, string> = t.name.startsWith('law16')
      ? // Law 16's values as explain-ui fills them: a kind of information, calls in the language, signed scores, law ids.
        {
          kind: UI_REASONS[lang].kinds.hesitation,
          action: callText('4S', lang),
          alternative: callText('P', lang),
          table: '+620',
          adjusted: '+170',
          nonOffending: '+170',
          offending: '+620',
          peers: '40',
          rule: '16B',
          manner: '73D1',
          deceptive: '73E2',
        }
      : { suit: REASONS[lang].suits.H, kind: REASONS[lang].script.major, plays: Object.values(CLAIM_REASONS[lang].normal).slice(0, 2).join(', ') };
    console.log(`\n## ${lang} ${t.name}\n`);
    for (const [key, template] of Object.entries(t.entries)) {
      if (t.name === 'interface' && !placeholders(template).some((p) => VARYING.test(p.name))) continue;
      // The interface and the law rules' tables name seats with the site's words (`fill`'s default), as their code does.
      const own = t.name === 'interface' || t.name.startsWith('law');
      const out = renderSamples(template, lang, own ? undefined : words, extra);
      console.log(`${key}: ${out[0]}`);
      for (const o of out.slice(1)) console.log(`${' '.repeat(key.length)}  ${o}`);
      lines += out.length;
    }
  }
}
console.log(`\nrender:reasons: ${lines} sentences`);

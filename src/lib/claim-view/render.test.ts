// The ruling as the claim pages draw it, with the site's own strings: the careless plays of the
// decisive line and of the 70D1 reason appear by name in the reader's language, never as ids.
import { expect, test } from 'vitest';
import { STRINGS } from '../../i18n/ui.ts';
import { CLAIM_REASONS } from '../claims/reasons/index.ts';
import type { ClaimInput } from '../claims/types.ts';
import { renderClaim } from './render.ts';

// 4♥ by South, a club to ruff in dummy (♥Q 3): ruffing low lets East overruff (ru-67-74#69.6).
const INPUT: ClaimInput = {
  edition: 2017,
  position: { hands: { N: '.Q3.2.', E: '5.9.K.', S: 'A.A..3', W: '..Q.54' }, onLead: 'S' },
  contract: '4H',
  declarer: 'S',
  vulnerable: false,
  tricksWon: { declarer: 7, defenders: 3 },
  claim: { by: 'S', tricks: 3, manner: 'statement', statement: [{ do: 'ruff', suit: 'C', in: 'N' }, { do: 'rest' }], trumpMentioned: true },
  after: [{ type: 'disputed', seat: 'W' }],
};

test.each(['en', 'ru', 'pl', 'el'] as const)('%s: the careless play is named in the line and the law chain', (lang) => {
  const { ruling, html } = renderClaim(INPUT, { ui: STRINGS[lang], table: CLAIM_REASONS[lang], lang, base: '/' });
  expect(ruling.line?.some((t) => t.cards.some((c) => c.normal === 'ruff-low'))).toBe(true);
  const name = CLAIM_REASONS[lang].normal['ruff-low'];
  expect(html.split(name).length - 1).toBeGreaterThanOrEqual(2);
  expect(html).not.toMatch(/ruff-low|not-unblock|losing-finesse/);
});

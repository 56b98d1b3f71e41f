import { expect, test } from 'vitest';
import { escapeHtml } from './html.ts';

test('escapeHtml makes text safe in content and in attribute values quoted either way', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  expect(escapeHtml('♠A — Запад, Δύση')).toBe('♠A — Запад, Δύση');
});

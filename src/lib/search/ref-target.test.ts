import { describe, expect, test } from 'vitest';
import { refTarget } from './ref-target.ts';

const targets = new Map([
  ['45C4(a)', 'laws/45/#C4a'],
  ['16A2', 'laws/16/#A2'],
  ['46B', 'laws/46/#B'],
  ['45C', 'laws/45/#C'],
  ['para:68.7', 'commentary/ru-67-74/#68.7'],
  ['para:10', 'commentary/pl-68-71/#10'],
]);

describe('refTarget', () => {
  test('every notation of the issue reaches its section, in the interface language', () => {
    const cases: [string, string][] = [
      ['45C4a', '/en/laws/45/#C4a'],
      ['45c4(a)', '/en/laws/45/#C4a'],
      ['45Γ4α', '/en/laws/45/#C4a'],
      ['45С4а', '/en/laws/45/#C4a'],
      ['Law 16A2', '/en/laws/16/#A2'],
      ['Правило 16А2', '/en/laws/16/#A2'],
      ['Νόμος 46Β', '/en/laws/46/#B'],
    ];
    for (const [q, href] of cases) expect(refTarget(q, targets, 'en')?.href, q).toBe(href);
    expect(refTarget('45C4a', targets, 'el')?.href).toBe('/el/laws/45/#C4a');
  });
  test('a section the site lacks goes to its nearest ancestor, else to the law page', () => {
    expect(refTarget('45C4(b)', targets, 'ru')).toEqual({ id: '45C4(b)', reached: '45C', href: '/ru/laws/45/#C' });
    expect(refTarget('P 70C', targets, 'pl')).toEqual({ id: '70C', reached: '70', href: '/pl/laws/70/' });
  });
  test('paragraph references reach their commentary', () => {
    expect(refTarget('п. 68.7', targets, 'ru')?.href).toBe('/ru/commentary/ru-67-74/#68.7');
    expect(refTarget('pkt. 10', targets, 'pl')?.href).toBe('/pl/commentary/pl-68-71/#10');
    expect(refTarget('п. 99.1', targets, 'ru')).toBeNull();
  });
  test('words and invalid laws are not references', () => {
    expect(refTarget('претензии', targets, 'ru')).toBeNull();
    expect(refTarget('claims', targets, 'en')).toBeNull();
    expect(refTarget('94', targets, 'en')).toBeNull();
  });
});

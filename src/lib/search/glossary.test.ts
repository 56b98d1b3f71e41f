import { describe, expect, test } from 'vitest';
import type { GlossaryTerm } from '../glossary/parse.ts';
import { bucketKey, foldPhrase, glossaryBuckets, glossaryEntry } from './glossary.ts';

const entry = (term: string, forms: string[], definition: string) => ({ term, forms, definition });
const penalty: GlossaryTerm = {
  id: 'penalty-card',
  file: 'glossary/penalty-card.yaml',
  law: '50',
  en: entry('penalty card', ['penalty card', 'penalty cards'], 'A defender’s card exposed irregularly.'),
  ru: entry('штрафная карта', ['штрафная карта', 'штрафную карту', 'штрафной картой'], 'Неправильно открытая карта защитника.'),
  pl: entry('karta karna', ['karta karna', 'kartą karną'], 'Nieprawidłowo odsłonięta karta obrońcy.'),
  el: entry('τιμωρημένο φύλλο', ['τιμωρημένο φύλλο', 'τιμωρημένου φύλλου'], 'Φύλλο αμυνόμενου που αποκαλύφθηκε.'),
};
const claim: GlossaryTerm = {
  id: 'claim',
  file: 'glossary/claim.yaml',
  law: '68',
  en: entry('claim', ['claim', 'claims'], 'A statement about the number of tricks.'),
  ru: entry('претензия', ['претензия', 'претензию'], 'Заявление о числе взяток.'),
  pl: entry('roszczenie', ['roszczenie', 'roszczenia'], 'Oświadczenie o liczbie lew.'),
  el: entry('claim', ['claim'], 'Δήλωση για τον αριθμό των λεβέ.'),
};

/** The entry a query names, looked up as the island does: its bucket, then the form. */
function lookup(query: string, lang: 'en' | 'ru' | 'pl' | 'el') {
  const bucket = glossaryBuckets([penalty, claim], lang).get(bucketKey(foldPhrase(query)));
  return bucket ? glossaryEntry(bucket, query) : null;
}

describe('glossary search', () => {
  test('a form of a term in any of the four languages names the entry in the interface language', () => {
    for (const q of [
      'penalty card',
      'Penalty cards',
      'штрафную карту',
      'ШТРАФНОЙ  КАРТОЙ',
      'kartą karną',
      'karta karna',
      'τιμωρημένου φύλλου',
      'τιμωρημενο φυλλο',
    ]) {
      expect(lookup(q, 'pl'), q).toEqual({ id: 'penalty-card', term: 'karta karna', definition: 'Nieprawidłowo odsłonięta karta obrońcy.' });
      expect(lookup(q, 'el')?.term, q).toBe('τιμωρημένο φύλλο');
    }
  });
  test('a form shared by two languages names its term once', () => {
    expect(lookup('claim', 'el')).toEqual({ id: 'claim', term: 'claim', definition: 'Δήλωση για τον αριθμό των λεβέ.' });
  });
  test('words that are not a whole form name nothing', () => {
    for (const q of ['penalty', 'card', 'penalty card lead', 'штрафная', 'constructor', 'toString', '', '  ']) expect(lookup(q, 'en'), q).toBeNull();
  });
  test('a bucket holds only the forms starting with its two letters, and the terms they name', () => {
    const buckets = glossaryBuckets([penalty, claim], 'en');
    const p = buckets.get(bucketKey('pe'))!;
    expect(Object.keys(p.forms).sort()).toEqual(['penalty card', 'penalty cards']);
    expect(Object.keys(p.terms)).toEqual(['penalty-card']);
    expect(Object.keys(buckets.get(bucketKey('шт'))!.forms)).toEqual(['штрафная карта', 'штрафную карту', 'штрафнои картои']);
    expect(buckets.has(bucketKey('ze'))).toBe(false);
    expect(buckets.has(bucketKey('p'))).toBe(false);
  });
  test('folding', () => {
    expect(foldPhrase('  Τιμωρημένου  φύλλου! ')).toBe('τιμωρημενου φυλλου');
    expect(foldPhrase('Kartą karną')).toBe('karta karna');
  });
});

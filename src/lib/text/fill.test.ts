import { describe, expect, test } from 'vitest';
import { fill, placeholders, pluralForm, seats, templateProblems } from './fill.ts';
import { SEAT_LETTERS } from './seat-words.ts';

describe('pluralForm', () => {
  test.each([
    // Russian one / few / many: 1, 21 one; 2, 22 few; 5, 11, 12 many
    ['ru', 1, 'взятку'],
    ['ru', 2, 'взятки'],
    ['ru', 5, 'взяток'],
    ['ru', 11, 'взяток'],
    ['ru', 21, 'взятку'],
    ['ru', 22, 'взятки'],
    // Polish: 1 one; 2–4, 22 few; 5, 12, 21 many (21 is not "one" in Polish)
    ['pl', 1, 'lewę'],
    ['pl', 3, 'lewy'],
    ['pl', 12, 'lew'],
    ['pl', 21, 'lew'],
    ['pl', 22, 'lewy'],
  ] as const)('%s %d → %s', (lang, n, form) => {
    const forms = lang === 'ru' ? ['взятку', 'взятки', 'взяток'] : ['lewę', 'lewy', 'lew'];
    expect(pluralForm(lang, n, forms)).toBe(form);
  });
  test('a fraction takes the few form when other is not listed, the other form when it is', () => {
    expect(pluralForm('ru', 1.5, ['взятку', 'взятки', 'взяток'])).toBe('взятки');
    expect(pluralForm('ru', 1.5, ['a', 'b', 'c', 'd'])).toBe('d');
  });
  test('English and Greek: one and other', () => {
    expect(pluralForm('en', 1, ['trick', 'tricks'])).toBe('trick');
    expect(pluralForm('en', 0, ['trick', 'tricks'])).toBe('tricks');
    expect(pluralForm('el', 2, ['βήμα', 'βήματα'])).toBe('βήματα');
  });
});

describe('fill', () => {
  test('fills values, plural forms and seats in a case', () => {
    const t = 'За фальшренонс линия {seat:gen} отдаёт {tricks} {tricks|взятку|взятки|взяток}.';
    expect(fill(t, 'ru', { seat: seats('W'), tricks: 1 })).toBe('За фальшренонс линия Запада отдаёт 1 взятку.');
    expect(fill(t, 'ru', { seat: 'E', tricks: '5' })).toBe('За фальшренонс линия Востока отдаёт 5 взяток.');
  });
  test('a seat value prints its nominative name without a case; several seats are joined', () => {
    expect(fill('{who}, …', 'pl', { who: seats('N', 'S') })).toBe('Północ / Południe, …');
    expect(fill('dla {seat:gen}', 'pl', { seat: seats('W') })).toBe('dla Zachodu');
  });
  test('a plain seat code string is not a seat unless a case is asked for', () => {
    expect(fill('{card}', 'en', { card: 'S' })).toBe('S');
  });
  test('Greek seats take the article of their gender', () => {
    expect(fill('παίζει {seat:the-nom}', 'el', { seat: seats('E') })).toBe('παίζει η Ανατολή');
    expect(fill('παίζει {seat:the-nom}', 'el', { seat: seats('E') }, { seats: SEAT_LETTERS.el })).toBe('παίζει η Α');
    expect(fill('της πλευράς {seat:the-gen}', 'el', { seat: seats('S') })).toBe('της πλευράς του Νότου');
  });
  test('Greek words after a seat agree with its name: {seat|του|της} is «του» after ο Νότος, «της» after η Δύση', () => {
    const t = '{seat:the-nom} είδε το δικό {seat|του|της} φύλλο.';
    expect(fill(t, 'el', { seat: seats('S') })).toBe('Ο Νότος είδε το δικό του φύλλο.');
    expect(fill(t, 'el', { seat: seats('W') })).toBe('Η Δύση είδε το δικό της φύλλο.');
    // As a reason's variables carry it: the seat's letter as a string.
    expect(fill(t, 'el', { seat: 'E' })).toBe('Η Ανατολή είδε το δικό της φύλλο.');
    // A count keeps choosing its plural form.
    expect(fill('{n} {n|λεβέ|λεβέ} {n|κερδίζεται|κερδίζονται}', 'el', { n: 2 })).toBe('2 λεβέ κερδίζονται');
  });
  test('a Greek director addresses a player in the vocative', () => {
    expect(fill('{who:voc}, μπορείτε να αποσύρετε το φύλλο.', 'el', { who: seats('N') })).toBe('Βορρά, μπορείτε να αποσύρετε το φύλλο.');
    expect(fill('{who:voc}, παρακαλώ', 'el', { who: seats('S') })).toBe('Νότε, παρακαλώ');
    expect(fill('{who:voc}, παρακαλώ', 'el', { who: seats('W') })).toBe('Δύση, παρακαλώ');
  });
  test('a placeholder with no value stays as written', () => {
    expect(fill('{a} {b|x|y}', 'en', {})).toBe('{a} {b|x|y}');
    expect(fill('{b|x|y}', 'en', { b: 'many' })).toBe('{b|x|y}');
  });
});

describe('templateProblems', () => {
  const known = new Set(['seat', 'tricks']);
  test('a good template has none', () => {
    expect(templateProblems('{seat:gen} {tricks} {tricks|взятку|взятки|взяток}', 'ru', known)).toEqual([]);
    expect(templateProblems('{tricks|lewę|lewy|lew|lewy}', 'pl', known)).toEqual([]);
  });
  test('names an unknown placeholder, a wrong number of forms, an unknown case, a stray brace', () => {
    expect(templateProblems('{seats}', 'ru', known)).toEqual(['{seats}: the placeholder "seats" is not one the English template fills ({seat}, {tricks})']);
    expect(templateProblems('{tricks|взятка|взятки}', 'ru', known)[0]).toMatch(/lists 3 or 4 forms .* not 2/);
    expect(templateProblems('{tricks|trick|tricks|trickz}', 'en', known)[0]).toMatch(/lists 2 forms .* not 3/);
    expect(templateProblems('{seat:loc}', 'ru', known)[0]).toBe('{seat:loc}: "loc" is not a case of ru (nom, gen, dat, acc, ins, prep)');
    expect(templateProblems('{seat:gen}', 'en', known)[0]).toMatch(/"gen" is not a case of en/);
    expect(templateProblems('{seat gen}', 'ru', known)[0]).toMatch(/not part of a placeholder/);
  });
  test('placeholders lists each with its case or forms', () => {
    expect(placeholders('{a} {b:gen} {c|x|y}')).toEqual([
      { text: '{a}', name: 'a' },
      { text: '{b:gen}', name: 'b', case: 'gen' },
      { text: '{c|x|y}', name: 'c', forms: ['x', 'y'] },
    ]);
  });
});

describe('fill at the start of a sentence', () => {
  test('a seat form with its article is capitalised where a sentence begins, not elsewhere', () => {
    expect(fill('{seat:the-nom} παίζει. {seat:the-nom} κερδίζει, και {seat:to}.', 'el', { seat: seats('W') })).toBe(
      'Η Δύση παίζει. Η Δύση κερδίζει, και στη Δύση.',
    );
  });
});

test('a count written with digit groups, as the offline status writes 1,327 files, chooses its plural form', () => {
  expect(fill('{m} {m|file|files}', 'en', { m: '1,327' })).toBe('1,327 files');
  expect(fill('{m} {m|файл|файла|файлов}', 'ru', { m: '1\u00a0322' })).toBe('1\u00a0322 файла');
  expect(fill('{m} {m|plik|pliki|plików}', 'pl', { m: '1\u00a0325' })).toBe('1\u00a0325 plików');
});

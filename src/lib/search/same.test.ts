import { describe, expect, test } from 'vitest';
import { quotes, samePassages, type PassageDoc } from './same.ts';

const seg = (id: string, text: string, anchor = id, kind?: string) => ({ id, anchor, text, ...(kind ? { kind } : {}) });

describe('samePassages', () => {
  const law: PassageDoc = {
    kind: 'law',
    path: 'laws/46/',
    segments: [seg('46B', 'Νόμος 46B\n\nΣε περίπτωση ατελούς υπόδειξης… \\- (β) Αν δώσει εντολή στον μορ.', 'B')],
  };
  const case5: PassageDoc = {
    kind: 'case',
    path: 'cases/b/5/',
    segments: [
      seg('title', 'Περίπτωση 5'),
      seg('facts.1', 'Ο εκτελεστής λέει «μικρό».'),
      seg('law-46B', 'Νόμος 46B', 'law-46B', 'heading'),
      seg('law-46B.1', 'Σε περίπτωση ατελούς υπόδειξης… (β) αν δώσει εντολή στον μορ.'),
      seg('diagram-1', 'AKQ', 'diagram-1', 'diagram'),
    ],
  };
  const q2: PassageDoc = {
    kind: 'case',
    path: 'cases/b/q2/',
    segments: [
      seg('facts.1', 'Ο Νότος παίζει.'),
      seg('answer-facts.1', 'Ο Νότος  παίζει'),
      seg('answer-ruling.4', 'σε περίπτωση ατελούς υπόδειξης (β) Αν δώσει εντολή στον μορ'),
    ],
  };
  const commentary: PassageDoc = {
    kind: 'commentary',
    path: 'commentary/c/',
    segments: [seg('1', 'Σε περίπτωση ατελούς υπόδειξης… (β) Αν δώσει εντολή στον μορ. Τι σημαίνει αυτό;')],
  };

  test("a case's law quotation repeats the law page's section that holds it, punctuation aside", () => {
    const m = samePassages([case5, law]);
    expect(m.get('cases/b/5/#law-46B.1')).toBe('laws/46/#B');
    expect(m.get('cases/b/5/#law-46B')).toBe('laws/46/#B');
  });
  test("the same text anywhere else repeats its first place (the law page's, when it has it)", () => {
    const m = samePassages([case5, q2, law]);
    expect(m.get('cases/b/q2/#answer-facts.1')).toBe('cases/b/q2/#facts.1');
    expect(m.get('cases/b/q2/#answer-ruling.4')).toBe('laws/46/#B');
    expect(m.has('cases/b/q2/#facts.1')).toBe(false);
  });
  test('a copy with a misprint, one word in twenty, is the same text; a shorter text must match exactly', () => {
    const facts =
      'Οι πίκες που έχουν απομείνει στο τραπέζι είναι αυτές που βλέπετε στο διάγραμμα. Το χρώμα δεν έχει ξαναπαιχτεί. Οι πίκες που λείπουν έχουν ξεσκαρταριστεί από τους αμυνόμενους.';
    const doc: PassageDoc = {
      kind: 'case',
      path: 'cases/b/q2/',
      segments: [
        seg('facts.1', facts.replace('αμυνόμενους', 'αμνόμενους')),
        seg('answer-facts.1', facts),
        seg('facts.2', 'Ο Νότος παίζει.'),
        seg('answer-facts.2', 'Ο Νότος παίζει πίκα.'),
      ],
    };
    const m = samePassages([doc]);
    expect(m.get('cases/b/q2/#answer-facts.1')).toBe('cases/b/q2/#facts.1');
    expect(m.has('cases/b/q2/#answer-facts.2')).toBe(false);
  });
  test('a text that only quotes a law among its own words is a passage of its own; so are diagrams and first places', () => {
    const m = samePassages([commentary, case5, law]);
    expect(m.has('commentary/c/#1')).toBe(false);
    expect(m.has('laws/46/#B')).toBe(false);
    expect(m.has('cases/b/5/#title')).toBe(false);
    expect(m.has('cases/b/5/#diagram-1')).toBe(false);
    // Inside a longer law text: a case's law quotation, or a passage of eight words or more, not a short phrase.
    const short = samePassages([
      law,
      { kind: 'case', path: 'cases/b/1/', segments: [seg('ruling.1', 'Νόμος 46B.'), seg('ruling.2', 'Αν δώσει εντολή στον μορ')] },
    ]);
    expect(short.size).toBe(0);
    const long = samePassages([
      law,
      { kind: 'case', path: 'cases/b/q2/', segments: [seg('answer-ruling.4', 'Νόμος 46B: Σε περίπτωση ατελούς υπόδειξης… (β) αν δώσει')] },
    ]);
    expect(long.get('cases/b/q2/#answer-ruling.4')).toBe('laws/46/#B');
  });
});

describe('quotes', () => {
  const law =
    'ο εκτελεστής δεν υπόκειται σε περιορισμούς για έκθεση φύλλου βλέπε όμως το νόμο 45γ2 και κανένα φύλλο από το χέρι του εκτελεστή ή του μορ δεν γίνεται ποτέ τιμωρημένο φύλλο από τον εκτελεστή δεν απαιτείται να παίξει οποιοδήποτε φύλλο του έπεσε τυχαία'.split(
      ' ',
    );
  test('a quotation with one word in twenty changed still quotes the law', () => {
    const quote = law.slice(0, 40).map((w) => (w === 'παίξει' ? 'παίζει' : w));
    expect(quote).not.toEqual(law.slice(0, 40));
    expect(quotes(law, quote)).toBe(true);
    expect(quotes(law, law.slice(3, 10))).toBe(true);
  });
  test('more changes, or a short text with one change, do not', () => {
    expect(
      quotes(
        law,
        law.slice(0, 19).map((w, i) => (i === 5 ? 'x' : w)),
      ),
    ).toBe(false);
    expect(
      quotes(
        law,
        law.slice(0, 40).map((w, i) => (i === 5 || i === 30 || i === 31 ? 'x' : w)),
      ),
    ).toBe(false);
    expect(quotes(law, [...law, 'extra'])).toBe(false);
  });
});

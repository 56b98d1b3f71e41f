/**
 * Source 002: Chapter III of the 2007 Laws (Laws 6–8), Russian and English in two columns
 * separated by `|`, one law per line, with each section heading glued to its text. The
 * headings below are read off the source itself; the importer finds them in order and
 * splits heading from text (rule `glued-heading`), so a heading that is not where it is
 * expected stops the import instead of being guessed.
 */
import { escapeMarkdownLine } from './markdown-escape.ts';
import type { ImportedFile, ImportedSegment, ImportResult, RepairEntry } from './types.ts';

type Lang = 'ru' | 'en';
/** [canonical id, heading as printed] per law and column. */
const HEADINGS: Record<string, Record<Lang, [string, string][]>> = {
  '6': {
    ru: [
      ['6', 'ПРАВИЛО 6. ТАСОВАНИЕ И СДАЧА'],
      ['6A', 'A. Тасование'],
      ['6B', 'B. Сдача'],
      ['6C', 'C. Присутствие игроков обеих пар'],
      ['6D', 'D. Новое тасование и пересдача'],
      ['6D1', '1. Карты сданы неверно или открыты'],
      ['6D2', '2. Не было тасования или сдачи'],
      ['6D3', '3. По указанию Судьи'],
      ['6E', 'E. Выбор Судьей способа тасования и сдачи'],
      ['6E1', '1. Игроками'],
      ['6E2', '2. Судьей'],
      ['6E3', '3. Помощниками или ассистентами Судьи'],
      ['6E4', '4. Иные способы сдачи или предварительной сдачи'],
      ['6F', 'F. Дублирование сдач'],
    ],
    en: [
      ['6', 'LAW 6 - THE SHUFFLE AND DEAL'],
      ['6A', 'A. The Shuffle'],
      ['6B', 'B. The Deal'],
      ['6C', 'C. Representation of Both Pairs'],
      ['6D', 'D. New Shuffle and Re-deal'],
      ['6D1', '1. Cards Incorrectly Dealt or Exposed'],
      ['6D2', '2. No Shuffle or No Deal'],
      ['6D3', "3. At Director's Instruction"],
      ['6E', "E. Director's Option on Shuffling and Dealing"],
      ['6E1', '1. By Players'],
      ['6E2', '2. By Director'],
      ['6E3', '3. By Agents or Assistants'],
      ['6E4', '4. Different Method of Dealing or Pre-dealing'],
      ['6F', 'F. Duplication of Board'],
    ],
  },
  '7': {
    ru: [
      ['7', 'ПРАВИЛО 7. ОБРАЩЕНИЕ С КОРОБКОЙ И КАРТАМИ'],
      ['7A', 'A. Размещение коробки'],
      ['7B', 'B. Извлечение карт из коробки'],
      ['7B1', '1. Пересчитывание карт в руке перед игрой'],
      ['7B2', '2. Обращение с рукой игрока'],
      ['7C', 'C. Возвращение карт в коробку'],
      ['7D', 'D. Ответственность за процедуры'],
    ],
    en: [
      ['7', 'LAW 7 - CONTROL OF BOARD AND CARDS'],
      ['7A', 'A. Placement of Board'],
      ['7B', 'B. Removal of Cards from Board'],
      ['7B1', '1. Counting Cards in Hand before Play'],
      ['7B2', "2. Control of Player's Hand"],
      ['7C', 'C. Returning Cards to Board'],
      ['7D', 'D. Responsibility for Procedures'],
    ],
  },
  '8': {
    ru: [
      ['8', 'ПРАВИЛО 8. ПОСЛЕДОВАТЕЛЬНОСТЬ ТУРОВ'],
      ['8A', 'A. Движение коробок и игроков'],
      ['8A1', '1. Указания Судьи'],
      ['8A2', '2. Ответственность за передачу коробок'],
      ['8B', 'B. Конец тура'],
      ['8C', 'C. Конец последнего тура и конец сессии'],
    ],
    en: [
      ['8', 'LAW 8 - SEQUENCE OF ROUNDS'],
      ['8A', 'A. Movement of Boards and Players'],
      ['8A1', "1. Director's Instructions"],
      ['8A2', '2. Responsibility for Moving Boards'],
      ['8B', 'B. End of Round'],
      ['8C', 'C. End of Last Round and End of Session'],
    ],
  },
};
const CHAPTER: Record<Lang, string> = { ru: 'Глава III. Подготовка и последующие действия', en: 'CHAPTER III. Preparation and Progression' };

/** Splits one column of one law into sections by its headings, logging glued ones. */
function splitColumn(
  col: string,
  headings: [string, string][],
  where: { source: string; line: number; law: string; lang: Lang },
  repairs: RepairEntry[],
): ImportedSegment[] {
  const found = headings.map(([id, h], i) => {
    let from = 0;
    const at = col.indexOf(h, from);
    if (at < 0)
      throw new Error(
        `${where.source}:${where.line}: heading "${h}" of Law ${where.law} (${where.lang}) not found; the heading table in laws-6-8.ts must match the source`,
      );
    from = at;
    return { id, h, at, i };
  });
  for (let i = 1; i < found.length; i++) {
    if ((found[i]?.at ?? 0) <= (found[i - 1]?.at ?? 0))
      throw new Error(`${where.source}:${where.line}: heading "${found[i]?.h}" is out of order in Law ${where.law} (${where.lang})`);
  }
  return found.map((f, i) => {
    const end = found[i + 1]?.at ?? col.length;
    const after = col.slice(f.at + f.h.length, end);
    const text = after.trim();
    if (text && !/^\s/.test(after)) {
      repairs.push({ source: where.source, line: where.line, rule: 'glued-heading', text: `${f.h}|${text.slice(0, 12)}` });
    }
    const level = i === 0 ? '##' : '###';
    const body = `${level} ${escapeMarkdownLine(f.h)}${text ? `\n\n${escapeMarkdownLine(text)}` : ''}`;
    return { id: f.id, attrs: {}, body, sourceLine: where.line };
  });
}

/**
 * Imports Laws 6–8 in both columns.
 * @example
 * importLaws6to8(text, '002_….txt').files.map((f) => f.path) // ['laws/2007/6/ru.md', 'laws/2007/6/en.md', …]
 */
export function importLaws6to8(text: string, source: string): ImportResult {
  const repairs: RepairEntry[] = [];
  const lines = text.split('\n');
  const files: ImportedFile[] = [];
  const chapter = (lines[0] ?? '').split('|').map((c) => c.trim());
  if (chapter[0] !== CHAPTER.ru || chapter[1] !== CHAPTER.en) throw new Error(`${source}:1: expected the chapter heading line`);
  (['6', '7', '8'] as const).forEach((law, k) => {
    const lineNo = k + 2;
    const cols = (lines[k + 1] ?? '').split('|');
    if (cols.length !== 3 || (cols[2] ?? '').trim() !== '') throw new Error(`${source}:${lineNo}: expected "ru | en |"`);
    (['ru', 'en'] as const).forEach((lang, c) => {
      const segs = splitColumn(cols[c] ?? '', HEADINGS[law]?.[lang] ?? [], { source, line: lineNo, law, lang }, repairs);
      const chapterSeg: ImportedSegment[] =
        law === '6' ? [{ id: 'chapter-III', attrs: { kind: 'heading' }, body: `## ${escapeMarkdownLine(CHAPTER[lang])}`, sourceLine: 1 }] : [];
      files.push({ path: `laws/2007/${law}/${lang}.md`, frontmatter: { lang, source }, segments: [...chapterSeg, ...segs] });
    });
  });
  return { files, repairs };
}

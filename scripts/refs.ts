/**
 * Prints every law reference of a plain-text or Markdown file, one JSON object per line:
 *
 *   npm run refs -- --lang <en|ru|pl|el> [--within <law>] [--edition 2007] [--strict] FILE
 *   {"line":5,"col":16,"text":"Правилу 67В2","targets":["67B2"]}
 *
 * `line` is 1-based, `col` 0-based (UTF-16 units), `text` the surface as in the file; a list or
 * range is one object with several targets. `--within` names the law the file is the text of:
 * relative references (`punktu 2c`) then resolve against the section headings above them.
 * `--lang ru,en` reads a bilingual file. Resolution problems go to stderr as
 * `FILE:line:col: code: message`; with `--strict` they make the exit code 1. Bad arguments: 2.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EDITIONS, LANGS, resolveText, type Edition, type Lang } from '../src/lib/refs/index.ts';
import { maskMarkdown } from '../src/lib/refs/mask-markdown.ts';

const USAGE = 'usage: npm run refs -- --lang <en|ru|pl|el>[,<lang>…] [--within <law 1-93>] [--edition <1997|2007|2017>] [--strict] FILE';

function fail(message: string): never {
  process.stderr.write(`refs: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        lang: { type: 'string' },
        within: { type: 'string' },
        edition: { type: 'string' },
        strict: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    fail((e as Error).message);
  }
}

function parse(argv: string[]): { langs: Lang[]; within?: number; edition: Edition; strict: boolean; file: string } {
  const { values, positionals } = parseOptions(argv);
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  if (!values.lang) fail('--lang is required');
  const langs = values.lang.split(',');
  const bad = langs.filter((l) => !(LANGS as readonly string[]).includes(l));
  if (bad.length) fail(`unknown language "${bad.join(',')}"; use one of ${LANGS.join(', ')}`);
  const within = values.within === undefined ? undefined : Number(values.within);
  if (within !== undefined && !(Number.isInteger(within) && within >= 1 && within <= 93)) fail(`--within must be a law number 1-93, not "${values.within}"`);
  const edition = values.edition ?? '2007';
  if (!(EDITIONS as readonly string[]).includes(edition)) fail(`unknown edition "${edition}"; use one of ${EDITIONS.join(', ')}`);
  if (positionals.length !== 1) fail(positionals.length ? `one FILE expected, got ${positionals.length}` : 'FILE is required');
  return {
    langs: langs as Lang[],
    ...(within !== undefined ? { within } : {}),
    edition: edition as Edition,
    strict: values.strict ?? false,
    file: positionals[0] ?? '',
  };
}

function main(): void {
  const args = parse(process.argv.slice(2));
  let text: string;
  try {
    text = readFileSync(args.file, 'utf8').replace(/^\uFEFF/, '');
  } catch (e) {
    fail(`cannot read ${args.file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const source = /\.(md|markdown|mdx)$/i.test(args.file) ? maskMarkdown(text) : text;
  const refs = resolveText(source, { lang: args.langs, edition: args.edition, ...(args.within !== undefined ? { withinLaw: args.within } : {}) });
  let problems = 0;
  const out: string[] = [];
  for (const r of refs) {
    out.push(JSON.stringify({ line: r.line, col: r.col, text: text.slice(r.start, r.end), targets: r.targets }));
    for (const e of r.errors) {
      problems++;
      process.stderr.write(`${args.file}:${r.line}:${r.col}: ${e.code}: ${e.message}\n`);
    }
  }
  process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
  if (args.strict && problems) process.exitCode = 1;
}

if (import.meta.main) main();

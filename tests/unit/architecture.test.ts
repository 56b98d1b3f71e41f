// The layering rules of README, "Architecture", read from the imports of every file under src/:
// nothing imports from scripts/; src/lib imports no Astro, no Node built-in, nothing of
// src/content-io and uses no DOM global (its tests read content through src/content-io, never
// node: themselves); node:fs is imported only in src/content-io (and scripts/, outside src/); the
// ruling engine (src/lib/rulings) imports nothing of its view (src/lib/ruling-view), tests apart.
// No folder-level import cycle (`lib/corpus` ↔ `schemas` was one). First the rules are run on
// small made-up files, so a rule that stopped finding anything fails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

interface SourceText {
  readonly path: string;
  readonly text: string;
}

interface Problem {
  readonly file: string;
  readonly line: number;
  readonly rule: string;
  readonly message: string;
}

/** Globals of the browser's DOM that the pure core must not touch. */
const DOM_GLOBALS = new Set([
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'customElements',
  'HTMLElement',
  'requestAnimationFrame',
  'matchMedia',
]);
const NODE_BUILTINS = new Set(builtinModules);

const isNodeBuiltin = (spec: string) => spec.startsWith('node:') || NODE_BUILTINS.has(spec.split('/')[0] ?? '');
const isFs = (spec: string) => /^(node:)?fs(\/promises)?$/.test(spec);
const isAstro = (spec: string) => spec === 'astro' || spec.startsWith('astro:') || spec.startsWith('astro/') || spec.startsWith('@astrojs/');
const isTest = (path: string) => /\.test\.ts$/.test(path);

/**
 * The script parts of a file, at their own lines: all of a .ts file; of an .astro file the
 * frontmatter and <script> bodies, the markup between blanked out.
 */
function scriptOf(file: SourceText): string {
  if (!file.path.endsWith('.astro')) return file.text;
  const keep: [number, number][] = [];
  const front = /^---\n([\s\S]*?)\n---/.exec(file.text);
  if (front) keep.push([4, 4 + (front[1] ?? '').length]);
  for (const m of file.text.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g))
    keep.push([m.index + (m[1] ?? '').length, m.index + (m[1] ?? '').length + (m[2] ?? '').length]);
  return file.text
    .split('')
    .map((ch, i) => (ch === '\n' || keep.some(([a, b]) => i >= a && i < b) ? ch : ' '))
    .join('');
}

/** Every import of a file (static, dynamic, re-export) with its line and the project path it resolves to. */
function importsOf(file: SourceText): { spec: string; line: number; target: string | null; dynamic: boolean }[] {
  const text = scriptOf(file);
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => ({
    spec: f.fileName,
    line: lineOf(f.pos),
    // `import('./x.ts')`, loaded when asked for (a lazy chunk), not when the module loads.
    dynamic: /import\s*\(\s*["'`]?$/.test(text.slice(Math.max(0, f.pos - 24), f.pos)),
    target: f.fileName.startsWith('.')
      ? normalize(join(dirname(file.path), f.fileName))
          .split('\\')
          .join('/')
      : null,
  }));
}

/** DOM globals used (not declared) in a TypeScript file, with their lines. */
function domGlobalsOf(file: SourceText): { name: string; line: number }[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const declared = new Set<string>();
  const used: { name: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node) || ts.isBindingElement(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    )
      declared.add(node.name.text);
    if (ts.isIdentifier(node) && DOM_GLOBALS.has(node.text)) {
      const parent = node.parent;
      // A member's name (`x.history`, `{ history: … }`, `get history()`, a method) is not the global.
      const named =
        ts.isPropertyAccessExpression(parent) ||
        ts.isPropertyAssignment(parent) ||
        ts.isPropertySignature(parent) ||
        ts.isPropertyDeclaration(parent) ||
        ts.isGetAccessorDeclaration(parent) ||
        ts.isSetAccessorDeclaration(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isMethodSignature(parent);
      const isMember = named && parent.name === node;
      if (!isMember) used.push({ name: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used.filter((u) => !declared.has(u.name));
}

/** Every breach of the layering rules among `files` (paths relative to the project root). */
function architectureProblems(files: readonly SourceText[]): Problem[] {
  const out: Problem[] = [];
  for (const file of files.filter((f) => f.path.startsWith('src/'))) {
    const inLib = file.path.startsWith('src/lib/');
    const push = (line: number, rule: string, message: string) => out.push({ file: file.path, line, rule, message });
    for (const { spec, line, target } of importsOf(file)) {
      if (target !== null && (target === 'scripts' || target.startsWith('scripts/')))
        push(line, 'src-imports-scripts', `imports ${spec}: src/ never imports from scripts/; move the code it needs into src/`);
      if (isFs(spec) && !file.path.startsWith('src/content-io/'))
        push(line, 'fs-outside-content-io', `imports ${spec}: only src/content-io reads the disk; read through it`);
      if (!inLib) continue;
      if (isAstro(spec)) push(line, 'lib-imports-astro', `imports ${spec}: src/lib is pure TypeScript, no Astro`);
      if (isNodeBuiltin(spec))
        push(
          line,
          'lib-imports-node',
          `imports ${spec}: src/lib uses no Node built-in${isTest(file.path) ? '; tests read content through src/content-io' : ''}`,
        );
      if (!isTest(file.path) && target !== null && target.startsWith('src/content-io/'))
        push(line, 'lib-imports-content-io', `imports ${spec}: src/lib modules take content as data; the caller reads it through src/content-io`);
      if (!isTest(file.path) && file.path.startsWith('src/lib/rulings/') && target?.startsWith('src/lib/ruling-view/'))
        push(line, 'rulings-imports-view', `imports ${spec}: the ruling engine does not know its view; move what both need into src/lib/rulings`);
    }
    if (inLib && !isTest(file.path) && file.path.endsWith('.ts')) {
      for (const { name, line } of domGlobalsOf(file))
        push(line, 'lib-uses-dom', `uses the DOM global ${name}: src/lib runs in Node and workers too; islands (src/islands) touch the DOM`);
    }
  }
  return out;
}

/** The folder a file belongs to for the cycle rule: `lib/<name>` under src/lib, else the folder under src/. */
const folderOf = (path: string) => {
  const parts = path.split('/');
  return parts[1] === 'lib' && parts.length > 3 ? `lib/${parts[2]}` : ((parts.length > 2 ? parts[1] : '.') ?? '.');
};

/** Folder-level import cycles among the modules (tests left out): each as `a → b → … → a`. */
function folderCycles(files: readonly SourceText[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const file of files.filter((f) => f.path.startsWith('src/') && !isTest(f.path))) {
    for (const { target } of importsOf(file)) {
      if (target === null || !target.startsWith('src/')) continue;
      const [from, to] = [folderOf(file.path), folderOf(target)];
      if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const cycles = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of edges.get(path.at(-1) ?? '') ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0] ?? '');
        cycles.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' → '));
      } else walk([...path, next]);
    }
  };
  for (const folder of edges.keys()) walk([folder]);
  return [...cycles].sort();
}

/**
 * Files that import each other, directly or round a circle (type imports too; tests and lazy
 * `import()` of a chunk left out): each circle as its files, sorted — the strongly connected
 * components of the import graph.
 */
function fileCircles(files: readonly SourceText[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of files.filter((f) => f.path.startsWith('src/') && !isTest(f.path)))
    edges.set(
      file.path,
      importsOf(file)
        .filter((i) => !i.dynamic)
        .map((i) => i.target)
        .filter((t): t is string => t?.startsWith('src/') === true),
    );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w !== undefined) component.push(w);
    } while (w !== undefined && w !== v);
    if (component.length > 1 || (edges.get(v) ?? []).includes(v)) circles.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

function sourceFiles(dir: string): SourceText[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = `${dir}/${name}`;
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.(ts|mts|astro)$/.test(name) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
    });
}

describe('the rules find what they forbid', () => {
  const rules = (path: string, text: string) => architectureProblems([{ path, text }]).map((p) => `${p.line}:${p.rule}`);

  test('an import from scripts/ anywhere under src/, static or dynamic', () => {
    expect(rules('src/data/x.ts', "import { a } from '../../scripts/cases/a.ts';")).toEqual(['1:src-imports-scripts']);
    expect(rules('src/lib/cases/x.ts', "const m = await import('../../../scripts/a.ts');")).toEqual(['1:src-imports-scripts']);
    expect(rules('src/components/X.astro', "---\nimport { b } from '../../scripts/b.ts';\n---\n<p>x</p>")).toEqual(['2:src-imports-scripts']);
    expect(rules('src/data/x.ts', "import { a } from '../content-io/a.ts';")).toEqual([]);
  });

  test('node:fs outside src/content-io, in any spelling', () => {
    expect(rules('src/data/x.ts', "import { readFileSync } from 'node:fs';")).toEqual(['1:fs-outside-content-io']);
    expect(rules('src/markdown/x.ts', "\nimport { readFile } from 'fs/promises';")).toEqual(['2:fs-outside-content-io']);
    expect(rules('src/content-io/x.ts', "import { readFileSync } from 'node:fs';")).toEqual([]);
  });

  test('Astro, Node built-ins, src/content-io and DOM globals in src/lib', () => {
    expect(rules('src/lib/x/a.ts', "import type { Loader } from 'astro/loaders';")).toEqual(['1:lib-imports-astro']);
    expect(rules('src/lib/x/a.ts', "import { join } from 'node:path';\nimport { createHash } from 'crypto';")).toEqual([
      '1:lib-imports-node',
      '2:lib-imports-node',
    ]);
    expect(rules('src/lib/x/a.ts', "import { loadCase } from '../../content-io/case-files.ts';")).toEqual(['1:lib-imports-content-io']);
    expect(rules('src/lib/x/a.test.ts', "import { loadCase } from '../../content-io/case-files.ts';")).toEqual([]);
    expect(rules('src/lib/x/a.test.ts', "import { readFileSync } from 'node:fs';")).toEqual(['1:fs-outside-content-io', '1:lib-imports-node']);
    expect(rules('src/lib/x/a.ts', 'export const f = () => document.title;\nexport const g = () => window.location.hash;')).toEqual([
      '1:lib-uses-dom',
      '2:lib-uses-dom',
    ]);
    // A local variable or a property of the same name is not the DOM's.
    expect(rules('src/lib/x/a.ts', 'export function f(window: string[]) { const o = { document: 1 }; return window.length + o.document; }')).toEqual([]);
    expect(rules('src/lib/x/a.ts', 'export class S { played: string[] = []; get history() { return this.played; } location() { return 1; } }')).toEqual([]);
    expect(rules('src/lib/x/a.ts', 'export class S { get back() { return history.length; } }')).toEqual(['1:lib-uses-dom']);
    expect(rules('src/islands/a.ts', 'export const f = () => document.title;')).toEqual([]);
  });

  test('the ruling engine importing its view (src/lib/ruling-view), at any depth', () => {
    expect(rules('src/lib/rulings/input.ts', "import { FINDINGS } from '../ruling-view/edit.ts';")).toEqual(['1:rulings-imports-view']);
    expect(rules('src/lib/rulings/exposed/a.ts', "\nimport type { Control } from '../../ruling-view/edit-control.ts';")).toEqual(['2:rulings-imports-view']);
    expect(rules('src/lib/ruling-view/edit.ts', "import { FINDINGS } from '../rulings/findings.ts';")).toEqual([]);
    expect(rules('src/lib/rulings/a.test.ts', "import { controls } from '../ruling-view/edit.ts';")).toEqual([]);
  });
});

test('a cycle between folders is found, however long', () => {
  const files = [
    { path: 'src/lib/a/x.ts', text: "import { y } from '../b/y.ts';" },
    { path: 'src/lib/b/y.ts', text: "import { z } from '../../schemas/z.ts';" },
    { path: 'src/schemas/z.ts', text: "import { x } from '../lib/a/x.ts';" },
    { path: 'src/lib/a/x.test.ts', text: "import { w } from '../c/w.ts';" },
    { path: 'src/lib/c/w.ts', text: "import { x } from '../a/x.ts';" },
  ];
  expect(folderCycles(files)).toEqual(['lib/a → lib/b → schemas → lib/a']);
});

test('no two folders under src/ import each other, directly or round a circle', () => {
  expect(folderCycles(sourceFiles('src'))).toEqual([]);
});

test('a circle of files is found, type imports included', () => {
  const files = [
    { path: 'src/lib/a/x.ts', text: "import type { Y } from './y.ts';" },
    { path: 'src/lib/a/y.ts', text: "import { z } from './z.ts';" },
    { path: 'src/lib/a/z.ts', text: "import { x } from './x.ts';" },
    // w loads v's chunk when asked for, and v imports w: a lazy import closes no circle.
    { path: 'src/lib/a/w.ts', text: "import { x } from './x.ts';\nexport const load = () => import('./v.ts');" },
    { path: 'src/lib/a/v.ts', text: "import { load } from './w.ts';" },
  ];
  expect(fileCircles(files)).toEqual([['src/lib/a/x.ts', 'src/lib/a/y.ts', 'src/lib/a/z.ts']]);
});

test('no two files under src/ import each other, directly or round a circle', () => {
  expect(fileCircles(sourceFiles('src'))).toEqual([]);
});

test('the project keeps the rules: every file under src/', () => {
  const problems = architectureProblems(sourceFiles('src'));
  expect(problems.map((p) => `${p.file}:${p.line}: ${p.rule}: ${p.message}`)).toEqual([]);
  // The tree was read: src/lib and src/content-io are there and have imports to judge.
  expect(sourceFiles('src/content-io').length).toBeGreaterThanOrEqual(3);
});

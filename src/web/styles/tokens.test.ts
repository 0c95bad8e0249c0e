import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The colour tokens are plain CSS, so a broken one fails silently: a custom property that names
 * itself (`--c-surface: var(--c-surface)`) is invalid and every card, field and dialog using it
 * loses its background in the night theme, with no error anywhere. These checks read the CSS.
 */

const WEB_DIR = path.resolve(__dirname, '..');
const TOKENS = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The declarations of one rule block of tokens.css, by its selector. */
function block(selector: string): Map<string, string> {
  const start = TOKENS.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in tokens.css`);
  const body = TOKENS.slice(start, TOKENS.indexOf('\n}', start));
  const declarations = new Map<string, string>();
  for (const match of body.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)) {
    const [, name, value] = match;
    if (name && value) declarations.set(name, value.trim());
  }
  return declarations;
}

const night = block(':root');
const day = block(":root[data-theme='light']");

describe('design tokens', () => {
  it('never define a token by itself (the night theme would lose it)', () => {
    for (const [name, value] of [...night, ...day]) {
      expect(value, name).not.toMatch(new RegExp(`var\\(${name}\\s*[,)]`));
    }
  });

  it('give the night theme (the default) every token the day theme re-colours', () => {
    const missing = [...day.keys()].filter((name) => !night.has(name));
    expect(missing).toEqual([]);
  });

  it('define every token a stylesheet uses without a fallback', () => {
    const defined = new Set<string>();
    const files = cssFiles(WEB_DIR);
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(--[\w-]+)\s*:/g)) {
        if (match[1]) defined.add(match[1]);
      }
    }
    const undefinedUses = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--[\w-]+)\s*\)/g)]
        .map((match) => match[1])
        .filter((name): name is string => Boolean(name) && !defined.has(name ?? ''))
        .map((name) => `${path.relative(WEB_DIR, file)}: ${name}`),
    );
    expect(undefinedUses).toEqual([]);
  });
});

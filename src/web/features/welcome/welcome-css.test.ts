import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(path.join(__dirname, 'welcome.css'), 'utf8');
const rule = (selector: string) => {
  const start = CSS.indexOf(`${selector} {`);
  return start < 0 ? '' : CSS.slice(start, CSS.indexOf('}', start));
};

describe('first-run theme chips (a phone never shows "Adventur|e")', () => {
  it('wrap as whole chips onto more rows instead of a squeezed 3-column grid', () => {
    expect(rule('.choice-row.welcome__themes')).toMatch(/display: flex;[\s\S]*flex-wrap: wrap;/);
  });

  it('never break inside a word', () => {
    const chip = rule('.welcome__themes .choice');
    expect(chip).toContain('min-width: max-content');
    expect(chip).toContain('overflow-wrap: normal');
    expect(chip).toContain('word-break: normal');
    expect(CSS).not.toMatch(/break-all|overflow-wrap:\s*anywhere/);
  });
});

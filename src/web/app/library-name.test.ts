import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_TAB_NAME } from '../../shared/front-door';
import { screenTitle } from './screen-titles';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the Library has one name (spec §2 bottom tabs)', () => {
  it('is called Library in the tab title', () => {
    expect(LIBRARY_TAB_NAME).toBe('Library');
    expect(screenTitle({ screen: 'app', tab: 'library' }, 'Moonlit Tales')).toBe('Library · Moonlit Tales');
  });

  it('is never called "My Stories" on any screen', () => {
    const web = path.join(__dirname, '..');
    const named = sources(web).filter((file) => readFileSync(file, 'utf8').includes('My Stories'));
    expect(named.map((file) => path.relative(web, file))).toEqual([]);
  });
});

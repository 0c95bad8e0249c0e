import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve('src/server/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('feature boundaries', () => {
  it("no feature imports another feature's files (abilities are wired in context.ts)", () => {
    const crossings: string[] = [];
    for (const feature of readdirSync(FEATURES).filter((f) =>
      statSync(path.join(FEATURES, f)).isDirectory(),
    )) {
      const root = path.join(FEATURES, feature);
      for (const file of sourceFiles(root)) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
          const target = path.resolve(path.dirname(file), spec!);
          if (target.startsWith(FEATURES + path.sep) && !target.startsWith(root + path.sep))
            crossings.push(`${path.relative(FEATURES, file)} → ${spec}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});

import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RawPack } from './types.js';

/**
 * A validated pack kept as JSON beside the sources (content/stories/.cache/<locale>.json), so a
 * start reads it in a few milliseconds instead of parsing 50,000 lines of YAML (over a second).
 * It is used only while every YAML file is as it was when it was written (names, sizes and
 * modification times); a change, or no cache, reads the YAML again and writes a new one.
 */
interface Cached {
  fingerprint: string;
  pack: RawPack;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.yaml') ? [join(dir, d.name)] : [],
    )
    .sort();
}

/** The pack's files as they are now: any edit changes it. */
export function fingerprintOf(root: string): string {
  return files(root)
    .map((f) => {
      const s = statSync(f);
      return `${f.slice(root.length)}:${s.size}:${Math.floor(s.mtimeMs)}`;
    })
    .join('|');
}

export function cachePath(root: string): string {
  return join(dirname(root), '.cache', `${root.split(/[\\/]/).at(-1) ?? 'pack'}.json`);
}

export function readCached(root: string, fingerprint: string): RawPack | undefined {
  try {
    const cached = JSON.parse(readFileSync(cachePath(root), 'utf8')) as Cached;
    return cached.fingerprint === fingerprint ? cached.pack : undefined;
  } catch {
    return undefined;
  }
}

/** Best effort: a read-only install reads the YAML at each start instead. */
export function writeCached(root: string, fingerprint: string, pack: RawPack): void {
  const path = cachePath(root);
  try {
    mkdirSync(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify({ fingerprint, pack } satisfies Cached));
    renameSync(temp, path);
  } catch {
    // Not writable: nothing is lost but time.
  }
}

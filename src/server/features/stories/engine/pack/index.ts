import { fingerprintOf, readCached, writeCached } from './cache.js';
import { compilePack, type Pack } from './compile.js';
import { packDir, PackError, readPackFiles } from './load.js';

export type { Pack } from './compile.js';
export { PackError } from './load.js';

const loaded = new Map<string, Pack>();

/**
 * The story pack of a locale, read, validated and indexed once per process (the server reads it
 * at start, so a broken pack stops it with every problem named by file and line).
 */
export function loadPack(locale = 'en'): Pack {
  let pack = loaded.get(locale);
  if (pack === undefined) {
    const root = packDir(locale);
    const fingerprint = fingerprintOf(root);
    const cached = readCached(root, fingerprint);
    if (cached !== undefined) pack = compilePack(cached, new Map()).pack;
    else {
      const { pack: raw, places } = readPackFiles(root);
      const compiled = compilePack(raw, places);
      if (compiled.problems.length > 0) throw new PackError(compiled.problems);
      // A file edited while it was read (a writer saving as the server starts): not kept, so
      // the cache never holds a pack that is neither the old files nor the new ones.
      if (fingerprintOf(root) === fingerprint) writeCached(root, fingerprint, raw);
      pack = compiled.pack;
    }
    loaded.set(locale, pack);
  }
  return pack;
}

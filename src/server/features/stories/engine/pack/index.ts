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
    const { pack: raw, places } = readPackFiles(packDir(locale));
    const compiled = compilePack(raw, places);
    if (compiled.problems.length > 0) throw new PackError(compiled.problems);
    pack = compiled.pack;
    loaded.set(locale, pack);
  }
  return pack;
}

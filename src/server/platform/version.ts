import { readFileSync } from 'node:fs';

function readVersion(): string {
  for (const candidate of ['../../../package.json', '../../package.json', '../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'moonlit-tales' && pkg.version) return pkg.version;
    } catch {
      // try the next location (source tree vs. built bundle)
    }
  }
  return process.env.npm_package_version ?? '0.0.0';
}

export const version = readVersion();

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../../tests/support/unzip.js';
import { zipStream } from './zip.js';

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('zipStream (STORE)', () => {
  const entries = () => [
    { name: 'family.json', data: new TextEncoder().encode('{"ok":true,"name":"Zoë"}') },
    { name: 'audio/a.mp3', data: new Uint8Array(70_000).map((_, i) => (i * 31) % 256) },
    { name: 'empty.txt', data: new Uint8Array(0) },
  ];

  it('writes an archive whose central directory, headers and CRCs read back', async () => {
    const files = readZip(await collect(zipStream(entries())));
    expect([...files.keys()]).toEqual(['family.json', 'audio/a.mp3', 'empty.txt']);
    expect(files.get('family.json')?.toString('utf8')).toBe('{"ok":true,"name":"Zoë"}');
    expect(files.get('audio/a.mp3')?.equals(Buffer.from(entries()[1]!.data))).toBe(true);
    expect(files.get('empty.txt')?.length).toBe(0);
  });

  it.runIf(hasUnzip)('passes unzip -t (Info-ZIP), an independent reader', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    const file = path.join(dir, 'out.zip');
    writeFileSync(file, await collect(zipStream(entries())));
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
  });

  it('refuses a duplicate name instead of writing an ambiguous archive', async () => {
    const twice = [
      { name: 'a', data: new Uint8Array(1) },
      { name: 'a', data: new Uint8Array(1) },
    ];
    await expect(collect(zipStream(twice))).rejects.toThrow(/duplicate/);
  });
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalAudioStore, removeStaleParts, STALE_PART_MS } from './audio-store.js';

const KEY = `${'ab'.repeat(32)}.mp3`;
const shard = (dataDir: string) => path.join(dataDir, 'audio', KEY.slice(0, 2));

describe('the local audio store on a disk that fills up', () => {
  it('a failed write leaves no partial file behind', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'moonlit-audio-'));
    // The target is a directory with something in it: the final rename fails after the bytes are
    // written, as a write fails on a full disk after its partial file exists.
    mkdirSync(path.join(shard(dataDir), KEY, 'in-the-way'), { recursive: true });
    const store = createLocalAudioStore(dataDir);
    await expect(store.put(KEY, new Uint8Array(1024))).rejects.toThrow();
    expect(readdirSync(shard(dataDir)).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('at start, partial files older than an hour go; younger ones (a write in flight) stay', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'moonlit-audio-'));
    mkdirSync(shard(dataDir), { recursive: true });
    const stale = path.join(shard(dataDir), `${KEY}.123.abc.part`);
    const fresh = path.join(shard(dataDir), `${KEY}.456.def.part`);
    const kept = path.join(shard(dataDir), KEY);
    for (const f of [stale, fresh, kept]) writeFileSync(f, 'x');
    const old = new Date(Date.now() - STALE_PART_MS - 60_000);
    utimesSync(stale, old, old);
    utimesSync(kept, old, old);
    expect(await removeStaleParts(dataDir)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(kept)).toBe(true);
    // No audio folder yet (a fresh install): nothing to do, no error.
    expect(await removeStaleParts(mkdtempSync(path.join(os.tmpdir(), 'moonlit-empty-')))).toBe(0);
  });
});

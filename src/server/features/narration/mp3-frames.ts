/**
 * A minimal MPEG audio frame walker: checks that a file is a clean chain of Layer III frames and
 * measures its duration from them (what every player shows), skipping an ID3v2 tag and the
 * LAME/Xing info frame.
 */
const BITRATES: Record<'v1' | 'v2', number[]> = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface Mp3Info {
  frames: number;
  duration: number;
  sampleRate: number;
  bitrateKbps: number;
  /** Bitrates seen (one entry for CBR). */
  bitrates: number[];
}

export function readMp3Info(bytes: Uint8Array): Mp3Info {
  let at = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    at = 10 + size;
  }
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  const bitrates = new Set<number>();
  while (at + 4 <= bytes.length) {
    const b1 = bytes[at + 1]!;
    const b2 = bytes[at + 2]!;
    if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no MPEG frame sync at byte ${at}`);
    const version = (b1 >> 3) & 3;
    const layer = (b1 >> 1) & 3;
    const rates = SAMPLE_RATES[version];
    if (!rates || layer !== 1) throw new Error(`not MPEG Layer III at byte ${at}`);
    const bitrate = BITRATES[version === 3 ? 'v1' : 'v2'][(b2 >> 4) & 15];
    const rate = rates[(b2 >> 2) & 3];
    if (!bitrate || !rate) throw new Error(`bad frame header at byte ${at}`);
    const padding = (b2 >> 1) & 1;
    const perFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * bitrate * 1000) / rate) + padding;
    if (at + length > bytes.length) throw new Error(`truncated frame at byte ${at}`);
    const head = new TextDecoder('latin1').decode(bytes.subarray(at + 4, at + Math.min(length, 64)));
    const isInfo = frames === 0 && (head.includes('Info') || head.includes('Xing'));
    if (!isInfo) {
      frames++;
      samples += perFrame;
      bitrates.add(bitrate);
    }
    sampleRate = rate;
    at += length;
  }
  if (frames === 0) throw new Error('no MPEG audio frames');
  const list = [...bitrates];
  return { frames, duration: samples / sampleRate, sampleRate, bitrateKbps: list[0] ?? 0, bitrates: list };
}

/** The byte length of a leading ID3v2 tag (0 when there is none). */
function id3v2Length(bytes: Uint8Array): number {
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33 || bytes.length < 10) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** The byte length of the MPEG audio frame whose header starts at `at` (null: no frame there). */
export function frameLengthAt(bytes: Uint8Array, at: number): number | null {
  if (at + 4 > bytes.length) return null;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const rate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  const bitrate = BITRATES[version === 3 ? 'v1' : 'v2'][(b2 >> 4) & 15];
  if (layer !== 1 || !rate || !bitrate) return null;
  return Math.floor((((version === 3 ? 1152 : 576) / 8) * bitrate * 1000) / rate) + ((b2 >> 1) & 1);
}

/**
 * The audio frames of one MP3, without an ID3v2 tag, the LAME/Xing info frame or a trailing ID3v1
 * tag: what can be placed end to end with other parts of the same format. Walks the frames, so
 * audio bytes that happen to spell "TAG" are never taken for a tag.
 */
export function audioFramesOf(bytes: Uint8Array): Uint8Array {
  const start = id3v2Length(bytes);
  let at = start;
  let first = true;
  let audioStart = start;
  while (at < bytes.length) {
    const rest = bytes.length - at;
    if (rest === 128 && bytes[at] === 0x54 && bytes[at + 1] === 0x41 && bytes[at + 2] === 0x47) break;
    const length = frameLengthAt(bytes, at);
    if (length === null) throw new Error(`no MPEG frame sync at byte ${at}`);
    if (at + length > bytes.length) throw new Error(`truncated frame at byte ${at}`);
    if (first) {
      const head = new TextDecoder('latin1').decode(bytes.subarray(at + 4, at + Math.min(length, 64)));
      if (head.includes('Info') || head.includes('Xing')) audioStart = at + length;
      first = false;
    }
    at += length;
  }
  if (at <= audioStart) throw new Error('no MPEG audio frames');
  return bytes.subarray(audioStart, at);
}

/**
 * Joins MP3 parts into one file. MPEG frames are independent, so parts of one format (same
 * sample rate, layer and channel mode, as one provider and voice give) play end to end; their
 * info frames would carry the wrong length, so they are dropped and the file is measured again.
 */
export function joinMp3(parts: Uint8Array[]): { bytes: Uint8Array; info: Mp3Info } {
  const frames = parts.map(audioFramesOf);
  const rates = new Set(frames.map((f) => readMp3Info(f).sampleRate));
  if (rates.size > 1) throw new Error(`MP3 parts differ in sample rate (${[...rates].join(', ')})`);
  const bytes = new Uint8Array(frames.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const f of frames) {
    bytes.set(f, at);
    at += f.length;
  }
  return { bytes, info: readMp3Info(bytes) };
}

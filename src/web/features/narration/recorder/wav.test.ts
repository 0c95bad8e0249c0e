import { describe, expect, it } from 'vitest';
import { RECORDING_MESSAGES } from '../../../../shared/recordings-ui';
import { microphoneMessage } from './microphone';
import { encodeWav, joinBlocks, levelOf, resampleTo, uploadRate, voiceTake } from './wav';

describe('the recorder in the browser', () => {
  it('encodes a take as a 16-bit mono PCM WAV at its rate', async () => {
    const samples = new Float32Array([0, 0.5, -0.5, 1, -1, 2]);
    const wav = encodeWav(samples, 48000);
    expect(wav.type).toBe('audio/wav');
    const view = new DataView(await wav.arrayBuffer());
    const text = (at: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(at + i)));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(48000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(samples.length * 2);
    const pcm = [...Array(samples.length).keys()].map((i) => view.getInt16(44 + i * 2, true));
    expect(pcm).toEqual([0, 16383, -16384, 32767, -32768, 32767]);
  });

  it('halves a 44.1/48/96 kHz take by averaging pairs; other rates the server takes stay', () => {
    const take = new Float32Array([0.2, 0.4, -1, 1, 0.5, 0.5]);
    const at48 = voiceTake(take, 48000);
    expect(at48.rate).toBe(24000);
    expect([...at48.samples].map((v) => Math.round(v * 100) / 100)).toEqual([0.3, 0, 0.5]);
    expect(voiceTake(take, 44100).rate).toBe(22050);
    expect(voiceTake(new Float32Array(96), 96000)).toMatchObject({ rate: 24000 });
    expect(voiceTake(new Float32Array(96), 96000).samples).toHaveLength(24);
    expect(voiceTake(take, 16000)).toEqual({ samples: take, rate: 16000 });
  });

  it('sends rates the server takes as they are, others at 48 kHz', () => {
    expect(uploadRate(44100)).toBe(44100);
    expect(uploadRate(48000)).toBe(48000);
    expect(uploadRate(96000)).toBe(48000);
    expect(resampleTo(new Float32Array(960), 96000, 48000)).toHaveLength(480);
  });

  it('joins captured blocks and measures a level from silence (0) to full scale (1)', () => {
    expect([...joinBlocks([new Float32Array([1, 2]), new Float32Array([3])])]).toEqual([1, 2, 3]);
    expect(levelOf(new Float32Array(128))).toBe(0);
    expect(levelOf(new Float32Array(128).fill(1))).toBe(1);
  });

  it('words every microphone refusal and failure', () => {
    const err = (name: string) => new DOMException('x', name);
    expect(microphoneMessage(err('NotAllowedError'))).toBe(RECORDING_MESSAGES.permissionDenied);
    expect(microphoneMessage(err('SecurityError'))).toBe(RECORDING_MESSAGES.permissionDenied);
    expect(microphoneMessage(err('NotFoundError'))).toBe(RECORDING_MESSAGES.noMicrophone);
    expect(microphoneMessage(err('NotReadableError'))).toBe(RECORDING_MESSAGES.microphoneBusy);
    expect(microphoneMessage(err('NotSupportedError'))).toBe(RECORDING_MESSAGES.notSupported);
    expect(microphoneMessage(new Error('boom'))).toBe(RECORDING_MESSAGES.microphoneError);
  });
});

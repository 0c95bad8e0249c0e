import { RECORDING_MESSAGES } from '../../../../shared/recordings-ui';
import { joinBlocks, levelOf } from './wav';

/** A microphone open for recording: capture runs between start() and stop(). */
export interface TMicrophone {
  rate: number;
  start(): void;
  /** The samples captured since start(). */
  stop(): Float32Array;
  close(): void;
}

export interface TMicrophoneEvents {
  /** 0..1, about 40 times a second while open. */
  onLevel(level: number): void;
  /** The device went away or the browser stopped it mid-take. */
  onInterrupted(): void;
}

/** Which message a refused or failed getUserMedia gets (spec: every refusal has its words). */
export function microphoneMessage(err: unknown): string {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  switch (name) {
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return RECORDING_MESSAGES.noMicrophone;
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return RECORDING_MESSAGES.permissionDenied;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return RECORDING_MESSAGES.microphoneBusy;
    case 'NotSupportedError':
      return RECORDING_MESSAGES.notSupported;
    default:
      return RECORDING_MESSAGES.microphoneError;
  }
}

/**
 * Opens the microphone through an AudioWorklet (public/recorder-worklet.js): raw samples, so each
 * sentence becomes an exact WAV, not a lossy MediaRecorder file the server would have to decode.
 * Throws a DOMException-like error that microphoneMessage() words.
 */
export async function openMicrophone(events: TMicrophoneEvents): Promise<TMicrophone> {
  if (!navigator.mediaDevices?.getUserMedia || typeof AudioWorkletNode === 'undefined')
    throw new DOMException('no recording support', 'NotSupportedError');
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule('/recorder-worklet.js');
  } catch (err) {
    stream.getTracks().forEach((t) => t.stop());
    await context.close();
    throw err;
  }
  const source = context.createMediaStreamSource(stream);
  const node = new AudioWorkletNode(context, 'recorder-capture', { numberOfInputs: 1, numberOfOutputs: 0 });
  source.connect(node);
  let blocks: Float32Array[] | null = null;
  let sinceLevel = 0;
  node.port.onmessage = (e: MessageEvent<Float32Array>) => {
    blocks?.push(e.data);
    sinceLevel += e.data.length;
    // The meter every ~25 ms is plenty (a block is 128 samples: ~2.7 ms).
    if (sinceLevel >= context.sampleRate / 40) {
      sinceLevel = 0;
      events.onLevel(levelOf(e.data));
    }
  };
  let closed = false;
  for (const track of stream.getAudioTracks())
    track.addEventListener('ended', () => !closed && events.onInterrupted());
  if (context.state === 'suspended') await context.resume();
  return {
    rate: context.sampleRate,
    start() {
      blocks = [];
    },
    stop() {
      const taken = joinBlocks(blocks ?? []);
      blocks = null;
      return taken;
    },
    close() {
      closed = true;
      node.port.onmessage = null;
      source.disconnect();
      stream.getTracks().forEach((t) => t.stop());
      void context.close();
    },
  };
}

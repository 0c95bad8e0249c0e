import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RECORDING_MAX_SENTENCE_SECONDS,
  RECORDING_MESSAGES,
  RECORDING_MIN_SENTENCE_SECONDS,
} from '../../../../shared/recordings-ui';
import { isApiError } from '../../../lib/api';
import { microphoneMessage, openMicrophone, type TMicrophone } from './microphone';
import type { TRecorderApi, TRecorderRecording } from './recordings-api';
import { encodeWav, voiceTake } from './wav';

export type TTakeStatus = 'uploading' | 'retrying' | 'saved' | 'failed';
export interface TTake {
  status: TTakeStatus;
  /** The take as recorded here, to listen back (absent for one uploaded in an earlier visit). */
  url: string | null;
}
export type TPhase = 'name' | 'record' | 'saving' | 'saved';

/** How fast the level meter falls back after a sound: by half in this many milliseconds. */
const LEVEL_HALF_LIFE_MS = 400;

const messageOf = (err: unknown, fallback: string) => (isApiError(err) ? err.message : fallback);

/**
 * The recorder's state: the recording on the server (new, or the one left unfinished, so a
 * closed tab or a lost connection resumes), the takes, the microphone and its level.
 */
export function useVoiceRecorder(api: TRecorderApi, total: number, onSaved: () => void) {
  const [phase, setPhase] = useState<TPhase>('name');
  const [recording, setRecording] = useState<TRecorderRecording | null>(null);
  const [resumeName, setResumeName] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [takes, setTakes] = useState<Record<number, TTake>>({});
  const [capturing, setCapturing] = useState(false);
  const [level, setLevel] = useState(0);
  const meter = useRef({ value: 0, at: 0, frame: 0 });
  const resetMeter = useCallback(() => {
    cancelAnimationFrame(meter.current.frame);
    meter.current = { value: 0, at: 0, frame: 0 };
    setLevel(0);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const mic = useRef<TMicrophone | null>(null);
  const startedAt = useRef(0);
  const stopRef = useRef<() => void>(() => undefined);
  const urls = useRef<string[]>([]);

  // An unfinished recording of this story is picked up where it was left.
  useEffect(() => {
    let live = true;
    api
      .resume()
      .then((open) => {
        if (!live || !open) return;
        setRecording(open);
        setResumeName(open.name);
        setTakes(Object.fromEntries(open.taken.map((i) => [i, { status: 'saved', url: null }])));
        setIndex(Math.min(total - 1, open.taken.length));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, total]);

  // Leaving the recorder lets go of the microphone and the takes kept for listening back.
  useEffect(
    () => () => {
      mic.current?.close();
      cancelAnimationFrame(meter.current.frame);
      urls.current.forEach((u) => URL.revokeObjectURL(u));
    },
    [],
  );

  const ensureMicrophone = useCallback(async (): Promise<TMicrophone | null> => {
    if (mic.current) return mic.current;
    try {
      mic.current = await openMicrophone({
        onLevel: (l) => {
          // A meter's ballistics: it jumps up at once and falls back by half every
          // LEVEL_HALF_LIFE_MS, and is drawn once a frame. A level set for every 128-sample block
          // re-rendered the recorder ~375 times a second and flickered to 0 between syllables.
          const m = meter.current;
          const now = performance.now();
          m.value = Math.max(l, m.value * 0.5 ** ((now - m.at) / LEVEL_HALF_LIFE_MS));
          m.at = now;
          if (m.frame === 0)
            m.frame = requestAnimationFrame(() => {
              m.frame = 0;
              setLevel(m.value < 0.01 ? 0 : m.value);
            });
          // A take never runs past the limit: it stops itself.
          if (
            startedAt.current &&
            performance.now() - startedAt.current > RECORDING_MAX_SENTENCE_SECONDS * 1000
          )
            stopRef.current();
        },
        onInterrupted: () => {
          mic.current?.close();
          mic.current = null;
          startedAt.current = 0;
          setCapturing(false);
          resetMeter();
          setError(RECORDING_MESSAGES.recordingInterrupted);
        },
      });
      return mic.current;
    } catch (err) {
      setError(microphoneMessage(err));
      return null;
    }
  }, [resetMeter]);

  const begin = useCallback(
    async (name: string) => {
      setError(null);
      try {
        if (!recording) setRecording(await api.start(name));
      } catch (err) {
        setError(messageOf(err, RECORDING_MESSAGES.microphoneError));
        return;
      }
      setPhase('record');
      await ensureMicrophone();
    },
    [recording, api, ensureMicrophone],
  );

  const record = useCallback(async () => {
    setError(null);
    const m = await ensureMicrophone();
    if (!m) return;
    m.start();
    startedAt.current = performance.now();
    setCapturing(true);
  }, [ensureMicrophone]);

  const upload = useCallback(
    (sentence: number, wav: Blob, url: string) => {
      if (!recording) return;
      setTakes((t) => ({ ...t, [sentence]: { status: 'uploading', url } }));
      const mark = (status: TTakeStatus) => setTakes((t) => ({ ...t, [sentence]: { status, url } }));
      api
        .upload(recording.id, sentence, wav, () => mark('retrying'))
        .then(() => mark('saved'))
        .catch((err: unknown) => {
          mark('failed');
          setError(messageOf(err, RECORDING_MESSAGES.uploadFailed));
        });
    },
    [recording, api],
  );

  const stop = useCallback(() => {
    const m = mic.current;
    if (!m || !startedAt.current) return;
    startedAt.current = 0;
    setCapturing(false);
    resetMeter();
    const samples = m.stop();
    const seconds = samples.length / m.rate;
    if (seconds < RECORDING_MIN_SENTENCE_SECONDS) return setError(RECORDING_MESSAGES.tooShort);
    const voice = voiceTake(samples, m.rate);
    const wav = encodeWav(voice.samples, voice.rate);
    const url = URL.createObjectURL(wav);
    urls.current.push(url);
    upload(index, wav, url);
  }, [index, upload, resetMeter]);
  stopRef.current = stop;

  const save = useCallback(async () => {
    if (!recording) return;
    setError(null);
    setPhase('saving');
    try {
      await api.finish(recording.id);
      mic.current?.close();
      mic.current = null;
      setPhase('saved');
      onSaved();
    } catch (err) {
      setPhase('record');
      setError(messageOf(err, RECORDING_MESSAGES.encodeFailed));
    }
  }, [recording, api, onSaved]);

  const go = useCallback(
    (to: number) => {
      if (capturing) return;
      setError(null);
      setIndex(Math.max(0, Math.min(total - 1, to)));
    },
    [capturing, total],
  );

  const savedCount = Object.values(takes).filter((t) => t.status === 'saved').length;
  return {
    phase,
    resumeName,
    index,
    take: takes[index] ?? null,
    savedCount,
    pending: Object.values(takes).some((t) => t.status === 'uploading' || t.status === 'retrying'),
    capturing,
    level,
    error,
    dismissError: () => setError(null),
    begin,
    record,
    stop,
    save,
    go,
  };
}

/** When one word is said: seconds, like its sentence's. */
export interface WordTiming {
  start: number;
  end: number;
  text: string;
}

/** Read-along timing of one sentence, in seconds from the start of the file. */
export interface SentenceTiming {
  start: number;
  end: number;
  text: string;
  /** Only when the voice itself told when each word is said (never estimated). */
  words?: WordTiming[];
}

export interface NarrationProgress {
  done: number;
  total: number;
}

export interface Narration {
  bytes: Uint8Array;
  mimeType: string;
  /** Seconds, measured from the encoded file's frames. */
  duration: number;
  timings: SentenceTiming[];
  voiceId: string;
}

/**
 * The narrator port: local Flite today; OpenAI and ElevenLabs adapters implement the same shape.
 * `settingsKey` names everything besides the text that changes the sound, so equal text + voice +
 * settings can reuse a file.
 */
export interface Narrator {
  readonly voiceId: string;
  readonly settingsKey: string;
  narrate(text: string, onProgress?: (p: NarrationProgress) => void): Promise<Narration>;
  close(): Promise<void>;
}

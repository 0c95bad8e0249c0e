/**
 * The recordings words and constants without the schemas (recordings.ts re-exports them): the web
 * pages read these, and importing recordings.ts would build its zod schemas on every page that shows them.
 */

/** One take: at most this long (a long sentence read slowly fits), and at least this long. */
export const RECORDING_MAX_SENTENCE_SECONDS = 30;
export const RECORDING_MIN_SENTENCE_SECONDS = 0.3;
/** A whole recording: at most this many seconds of takes (a long story read slowly is ~12 min). */
export const RECORDING_MAX_STORY_SECONDS = 30 * 60;
/** Stories longer than this cannot be recorded sentence by sentence. */
export const RECORDING_MAX_SENTENCES = 250;
/** Voices (finished or in progress) one story may hold. */
export const RECORDINGS_PER_STORY = 5;
export const RECORDER_NAME_MAX = 40;
/** What the browser may send: 16-bit mono PCM WAV at one of these rates. */
export const RECORDING_SAMPLE_RATES = [16000, 22050, 24000, 32000, 44100, 48000] as const;
/** The largest take: 30 s at 48 kHz, 16-bit mono, plus a WAV header. */
export const RECORDING_MAX_TAKE_BYTES = 48000 * 2 * RECORDING_MAX_SENTENCE_SECONDS + 1024;

/** Takes are raw WAV bodies (not JSON): this prefix is exempt from the JSON-only body guards. */
export const TAKE_UPLOAD_PREFIX = '/api/recording-takes/';
export const takeUploadPath = (recordingId: string, sentence: number) =>
  `${TAKE_UPLOAD_PREFIX}${recordingId}/${sentence}`;
export const recordingAudioPath = (recordingId: string) => `/api/recordings/${recordingId}/audio`;
export const storyRecordingsPath = (storyId: string) => `/api/stories/${storyId}/recordings`;
/** What a recorded narration's audio carries as its voiceId. */
export const RECORDED_VOICE_ID = 'recorded';

export const RECORDING_MESSAGES = {
  recordYourVoice: 'Record your voice',
  recorderTitle: 'Record your voice',
  recorderIntro: 'Read each sentence aloud. You can listen back and record it again before saving.',
  recorderName: 'Your name, as the child will see it',
  recorderNamePlaceholder: 'Grandma, Dad, Auntie Jo…',
  nameRequired: 'Please enter a name for this voice',
  nameTooLong: `Please keep the name under ${RECORDER_NAME_MAX} characters`,
  start: 'Start recording',
  record: 'Record',
  stop: 'Stop',
  listen: 'Listen back',
  stopListening: 'Stop listening',
  retake: 'Record again',
  previous: 'Previous sentence',
  next: 'Next sentence',
  /** What those buttons show (their names stay the longer words, which begin the same way). */
  previousShort: 'Previous',
  nextShort: 'Next',
  save: 'Save recording',
  saving: 'Saving your recording…',
  close: 'Close the recorder',
  closeShort: 'Close',
  discard: 'Delete this recording',
  level: 'Microphone level',
  sentenceOf: (n: number, total: number) => `Sentence ${n} of ${total}`,
  recorded: (n: number, total: number) => `${n} of ${total} sentences recorded`,
  recordingNow: 'Recording… read the sentence, then press Stop.',
  uploading: 'Uploading this sentence…',
  uploaded: 'Saved',
  uploadRetrying: 'Connection lost: trying this sentence again…',
  uploadFailed: 'This sentence could not be uploaded. Record it again or try later.',
  missingSentences: (n: number) =>
    n === 1 ? 'One sentence still needs recording.' : `${n} sentences still need recording.`,
  saved: 'Your recording is ready to play.',
  noMicrophone: 'No microphone was found. Plug one in or use a device with a microphone.',
  permissionDenied:
    'The browser was not allowed to use the microphone. Allow the microphone for this site in your browser settings, then try again.',
  microphoneBusy: 'The microphone is being used by another app. Close it and try again.',
  recordingInterrupted:
    'Recording was interrupted (the microphone stopped). Please record this sentence again.',
  notSupported: 'This browser cannot record audio. Please try a current Chrome, Firefox, Safari or Edge.',
  microphoneError: 'The microphone could not be started. Please try again.',
  tooShort: 'That take was too short. Please read the whole sentence.',
  tooLong: `A sentence can be at most ${RECORDING_MAX_SENTENCE_SECONDS} seconds long.`,
  storyTooLong: 'This story is too long to record sentence by sentence.',
  storyTimeUsed: `A recording can be at most ${RECORDING_MAX_STORY_SECONDS / 60} minutes long.`,
  tooManyVoices: `A story can hold at most ${RECORDINGS_PER_STORY} recorded voices. Delete one to record another.`,
  notFound: 'Recording not found',
  badAudio: 'The recording must be a 16-bit mono WAV file.',
  badRate: 'The recording has an unsupported sample rate.',
  sentenceOutOfRange: 'There is no such sentence in this story.',
  alreadySaved: 'This recording is already saved.',
  notReady: 'This recording is not saved yet.',
  notEditable: 'A saved recording cannot be changed. Record a new one instead.',
  encodeFailed: 'The recording could not be saved. Please try again.',
  voiceLabel: (name: string) => `${name}'s voice`,
  chooseVoice: 'Voice',
  storyVoice: 'Story voice',
} as const;

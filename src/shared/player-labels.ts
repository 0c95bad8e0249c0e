/**
 * The audio players' labels (spec §2 Library featured player, Story reader): written once here,
 * used by the web client and found by the browser tests.
 */
export const PLAYER_LABELS = {
  listenToStory: 'Listen to Story',
  pauseStory: 'Pause Story',
  listen: 'Listen',
  pause: 'Pause',
  addAudio: 'Add Audio',
  playAll: (n: number) => `Play All (${n})`,
  previous: 'Previous story',
  next: 'Next story',
  nowPlaying: 'Now Playing',
  playlistMode: (i: number, n: number) => `Playlist Mode: ${i} of ${n}`,
  audioAvailable: 'Audio narration is available for this story.',
  seek: 'Seek',
  sleepTimer: 'Sleep timer',
  sleepOff: 'Off',
  sleepEndOfStory: 'End of this story',
  sleepMinutes: (n: number) => `${n} minutes`,
  narrating: 'Narrating your story…',
  narrationProgress: (done: number, total: number) => `${done} of ${total} sentences narrated`,
  narrationQueued: 'Waiting for the narrator…',
  narrationProgressLabel: 'Narration progress',
  downloadAudio: 'Download the audio',
  viewPlans: 'View Plans',
  miniPlayer: 'Narration controls',
  pauseNarration: 'Pause narration',
  playNarration: 'Play narration',
  /** The player bar every signed-in screen shows while something is loaded (issue 26 part 5). */
  playerBar: 'Audio player',
  /** The reader's and the daily story's player panel. */
  narration: 'Narration',
  openReader: 'Open the reader',
  closePlayer: 'Stop and close the player',
  elapsed: 'Elapsed',
  total: 'Total',
} as const;

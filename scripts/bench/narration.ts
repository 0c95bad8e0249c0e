// Local narration (issue 9): a medium story, text to MP3, as the narration job runs it.
// Also runnable alone: `npx tsx scripts/bench/narration.ts`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalNarrator } from '../../src/server/features/narration/local-narrator.js';
import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';

const MB = 1024 * 1024;

export async function narrationBench(runs = 3): Promise<Record<string, unknown>> {
  const story = writeLocalStory({
    childName: 'Mia',
    age: 6,
    readingLevel: 'intermediate',
    interests: ['dinosaurs', 'painting'],
    favoriteCharacter: 'a brave owl',
    storyTone: 'magical',
    fears: [],
    theme: 'bedtime',
    storyLength: 'medium',
    seed: 4242,
  });
  const words = story.content.split(/\s+/).filter(Boolean).length;
  const narrator = createLocalNarrator();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  // Worker threads share the process, so the process's resident size is the narrator's cost.
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof narrator.narrate>> | undefined;
  try {
    for (let i = 0; i <= runs; i++) {
      const started = performance.now();
      last = await narrator.narrate(story.content);
      times.push(performance.now() - started);
    }
  } finally {
    clearInterval(sampler);
    await narrator.close();
  }
  if (!last) throw new Error('no narration');
  const [cold = 0, ...warm] = times;
  const warmMedian = [...warm].sort((a, b) => a - b)[Math.floor(warm.length / 2)] ?? cold;
  return {
    words,
    sentences: last.timings.length,
    audioSeconds: last.duration,
    wordsPerMinute: Math.round(words / (last.duration / 60)),
    coldMs: Math.round(cold), // includes compiling Flite in the workers
    warmMs: warm.map(Math.round),
    warmMedianMs: Math.round(warmMedian),
    budgetMs: 4000,
    withinBudget: warmMedian <= 4000,
    realTimeFactor: Math.round((warmMedian / 1000 / last.duration) * 1000) / 1000,
    peakRssMB: Math.round(peak / MB),
    peakRssAboveBaselineMB: Math.round((peak - baseline) / MB),
    mp3Bytes: last.bytes.length,
    mp3KBPerMinute: Math.round(last.bytes.length / 1024 / (last.duration / 60)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  narrationBench()
    .then((r) => console.log(JSON.stringify({ localNarration: r }, null, 2)))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}

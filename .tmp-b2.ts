import { writeLocalStory } from './src/server/features/stories/engine/index.js';
import { STORY_THEMES } from './src/shared/constants.js';
const by = new Map<string, number[]>();
for (let i = 0; i < 1100; i++) {
  const t0 = performance.now();
  const theme = STORY_THEMES[i % STORY_THEMES.length]!;
  writeLocalStory({ childName: 'Mia', age: i % 13, readingLevel: (['beginner','intermediate','advanced'] as const)[i % 3]!, interests: ['dinosaurs','painting'], favoriteCharacter: 'a brave owl', storyTone: 'magical', fears: ['spiders'], theme, setting: i % 2 ? 'a lighthouse' : undefined, storyLength: 'long', seed: i * 7919 });
  const dt = performance.now() - t0; if (i < 100) continue;
  for (const k of [theme, 'set' + (i % 2), 'lvl' + (i % 3)]) (by.get(k) ?? by.set(k, []).get(k)!).push(dt);
}
for (const [k, v] of by) { v.sort((a,b)=>a-b); console.log(k, v[Math.floor(v.length*0.5)].toFixed(1), v[Math.floor(v.length*0.95)].toFixed(1)); }

import { writeLocalStory as w } from './src/server/features/stories/engine/index.js';
const writeWithLibrary = (i: Parameters<typeof w>[0], _l: unknown) => w(i);
import { TEST_LIBRARY } from './src/server/features/stories/engine/core/test-library.js';
for (const [len, lvl, age] of [['short','beginner',4],['medium','intermediate',6],['long','advanced',10]] as const) {
  const s = writeWithLibrary({ childName: 'Mia', age, readingLevel: lvl, interests: ['painting'], fears: [], theme: 'bedtime', storyLength: len, seed: 3, randomTwist: 'the wind blows the map away', familyFriends: 'Grandma Rose, my baby brother', learningGoals: 'counting to ten', customPrompt: 'We have a dog called Biscuit. She starts a new school tomorrow.', pronouns: 'she/her' }, TEST_LIBRARY);
  console.log(s.title, s.wordCount, s.planId); console.log(s.content); console.log('---');
}

import { writeDetailed } from './src/server/features/stories/engine/core/write.js';
import { DEFAULT_LIBRARY } from './src/server/features/stories/engine/library.js';
const d = writeDetailed({ childName: 'Mia', age: 4, readingLevel: 'beginner', interests: ['painting'], fears: [], theme: 'bedtime', storyLength: 'short', seed: 3, randomTwist: 'the wind blows the map away', familyFriends: 'Grandma Rose, my baby brother', learningGoals: 'counting to ten', customPrompt: 'We have a dog called Biscuit. She starts a new school tomorrow.', pronouns: 'she/her' }, DEFAULT_LIBRARY);
console.log(d.paragraphs.map(p => p.kind + ' ' + p.marks.join(',') + ' | ' + p.text.slice(0, 60)).join('\n'));

import { sentencesOf } from '../grammar/lint.js';

/**
 * The child falls asleep once, in the story's last lines: a panel heard a child fall asleep four
 * times in one ending (after the lullaby, with the cat, as the octopus spoke, counting sheep).
 * The bedtime lines before it (a member's, the pet's, the twist's echo) tell a fresh rendering
 * that leaves the child awake, and only when none can do they say it anyway. Siblings fall asleep
 * in their own bedtime line: passed over as "asleep too early", only its few sleepless tellings were
 * told, and one in nine sibling stories ended "Snore, snore, went somebody small."
 */
export const FALLS_ASLEEP_HERE: ReadonlySet<string> = new Set([
  'frame.sleep',
  'shape.carried',
  'siblings.bedtime',
]);
// Letting the eyes close counts too: a panel heard "let his eyes close" twice in one ending.
const ASLEEP =
  /\b(?:asleep|drift\w* off|doz\w* off|sleep (?:came|arrived|crept|found)|(?:off|away) to sleep|into (?:a |deep )*sleep|to dreamland|let (?:his|her|their) eyes (?:close|fall shut))\b/i;
const EVERYONE = /\b(?:both of them|they both|all of them|everyone|everybody|the two of them|all three)\b/i;
/** Sleep arriving with nobody named is the child's at bedtime ("...a great honor, and sleep arrived soon after"). */
// Panel 36 heard three in one ending: "sleep took over", "the last thought of the day", "asleep".
// Panel 68 heard four in one: "until her breathing slowed right down", "the last thing she
// pictured before sleep", "which made it easy to close his eyes", then the story's own last line.
const SLEEP_ARRIVES =
  /\b(?:sleep (?:came|arrived|crept|took over|won)|let sleep (?:come|in)|there were dreams instead|(?:the )?last thought of the day|the last thing \w+ remembered|(?:pictured|imagined|saw|thought of|thought about|remembered) before (?:sleep|dreams|dreaming)|(?:final|last) thought before (?:sleep|dreams)|(?:slid|sank) toward sleep|easy to close (?:his|her|their) eyes|as (?:his|her|their) eyes closed|breathing (?:slowed|grew slow|was slow)|was breathing slow|just before sleep|(?:did not|didn't) wake|as (?:his|her|their) eyes grew heavy)\b/i;
export function childFallsAsleep(text: string, ctx: { childName: string }): boolean {
  return sentencesOf(text).some(
    (s) =>
      SLEEP_ARRIVES.test(s) ||
      (ASLEEP.test(s) && (s.includes(ctx.childName) || EVERYONE.test(s) || /^(?:she|he|they)\b/i.test(s))),
  );
}

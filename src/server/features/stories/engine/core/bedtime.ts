/**
 * The bedtime ritual in the order a family keeps it: saying goodbye to the day's friend, getting
 * ready (pajamas, teeth, a warm drink), into bed (blanket, a book, a song), lights down, asleep.
 * The sleep paragraph's lines come from several pools (wind-down, family, pet), each in its own
 * order, so without this "the lamp was turned down low" could come before "on went the pajamas".
 */
const STAGES: readonly RegExp[] = [
  /\b(?:promised?|promising|farewell|goodbye|waved goodnight|said goodnight|sleepy wave|tiptoed off|blew a goodnight kiss)\b/i,
  /\b(?:pajamas|pyjamas|PJs|teeth|toothbrush|wash(?:ed)?|bath|bathtime|milk|cocoa)\b/i,
  /\b(?:in bed|hugged|kissed|tucked|tucks?|blankets?|quilts?|duvet|pillows?|covers|book|teddy|soft toy|sang|song|hummed|tune)\b/i,
  /\b(?:lamps?|lights?|dimmed|night light|in the dark|glow)\b/i,
  /\b(?:asleep|slept|sleeping|eyes (?:closed|grew heavy)|drifted off)\b/i,
];

/** The earliest step of the ritual a line tells, if it tells one. */
export function bedtimeStage(line: string): number | undefined {
  const i = STAGES.findIndex((re) => re.test(line));
  return i < 0 ? undefined : i;
}

/**
 * The lines in ritual order. A line that tells no step (a thought about the day, a worry met)
 * stays with the line before it; lines of one step keep their order.
 */
export function inBedtimeOrder(lines: readonly string[]): string[] {
  let stage = 0;
  const keyed = lines.map((line, i) => {
    stage = bedtimeStage(line) ?? stage;
    return { line, stage, i };
  });
  return keyed.sort((a, b) => a.stage - b.stage || a.i - b.i).map((k) => k.line);
}

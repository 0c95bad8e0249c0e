import type { LineJob } from './check.js';
import {
  childAndCompanionJobs,
  familyJobs,
  frameJobs,
  OBJECT,
  petJobs,
  planJobs,
  seriesJobs,
  shapeJobs,
  siblingJobs,
  twistJobs,
  worldJobs,
  worryJobs,
} from './lint-jobs.js';
import type { PackProblem, Places } from './load.js';
import { allLines } from './text.js';
import type { RawPack } from './types.js';
import { varsIn } from './vars.js';
import { PROBLEM_KINDS } from './tags.js';
import type { TText } from './schema.js';

/**
 * Line jobs for every file kind of a pack (lint-jobs.ts), in the pack's order: which variables
 * each kind of line may use, so a line that names the companion before it arrives, or a pet line
 * that names a slot, is refused with its file and line.
 */
export function packJobs(pack: Partial<RawPack>): LineJob[] {
  return [
    ...(pack.frame === undefined ? [] : frameJobs(pack.frame)),
    ...(pack.siblings === undefined ? [] : siblingJobs(pack.siblings)),
    ...(pack.shapes === undefined ? [] : shapeJobs(pack.shapes)),
    ...(pack.series === undefined ? [] : seriesJobs(pack.series)),
    ...worldJobs(pack.worlds ?? []),
    ...planJobs(pack.plans ?? []),
    ...petJobs(pack.pets ?? []),
    ...(pack.family === undefined ? [] : familyJobs(pack.family)),
    ...worryJobs(pack.worries ?? []),
    ...(pack.twists === undefined ? [] : twistJobs(pack.twists)),
    ...childAndCompanionJobs(pack),
  ];
}

/** Some template of a Text names the slot ({vehicle.the}, {vehicle.It}...). */
function mentionsSlot(text: TText, slot: string): boolean {
  return allLines(text).some(({ template }) => varsIn(template).some((v) => v.startsWith(`${slot}.`)));
}

function introduces(text: TText, variable: string): boolean {
  return allLines(text).every(({ template }) => varsIn(template).includes(variable));
}

/** Each plot introduces its cast where its README says: the call the companion, the problem the object. */
export function planProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  const problems: PackProblem[] = [];
  const entities = new Map(
    [...(pack.worlds ?? []).flatMap((w) => w.cast), ...(pack.plans ?? []).flatMap((p) => p.new_cast)].map(
      (e) => [e.id, e],
    ),
  );
  for (const p of pack.plans ?? []) {
    const at = (text: TText, message: string) => {
      const first = allLines(text)[0]?.template ?? '';
      problems.push({ ...(places.get(first) ?? { file: p.id, line: 0 }), message: `${p.id}: ${message}` });
    };
    // Each slot is introduced ({X.a}) by every line of one of the beats where it may first appear.
    const somewhere = (variable: string, texts: readonly (TText | undefined)[]) =>
      texts.some((t) => t !== undefined && introduces(t, variable));
    if (!somewhere('companion.a', [p.opening, p.call]))
      at(p.call, 'the opening or the call introduces the companion with {companion.a} in every line');
    if (
      p.cast.object !== undefined &&
      !p.cast.object.includes('companion') &&
      !somewhere('object.a', [p.opening, p.call, p.journey, p.problem])
    )
      at(
        p.problem,
        'the opening, call, journey or problem introduces the object with {object.a} in every line',
      );
    // Whatever takes the child home took them there: a plot that names its vehicle after the
    // journey ("The paper airplane floated down... Home again!") introduces it on the way in, in
    // every telling ({vehicle.a} in every line of the opening, the call or the journey).
    // A line may also say the vehicle's own noun when the plot has one vehicle ("The bubble grew
    // until it was big enough to climb inside").
    const later = [p.problem, p.attempt, p.resolution, p.home, ...Object.values(p.details)];
    const vehicleLater = later.find((t) => t !== undefined && mentionsSlot(t, 'vehicle'));
    const nouns = (p.cast.vehicle ?? []).map((id) => entities.get(id)?.noun);
    const noun = nouns.length === 1 ? nouns[0] : undefined;
    const saysVehicle = (t: TText | undefined) =>
      t !== undefined &&
      allLines(t).every(
        ({ template }) =>
          varsIn(template).includes('vehicle.a') ||
          (noun !== undefined && new RegExp(`\\b${noun}\\b`, 'i').test(template)),
      );
    if (vehicleLater !== undefined && ![p.opening, p.call, p.journey].some(saysVehicle))
      at(
        p.journey ?? vehicleLater,
        'a later beat names the vehicle: every line of the opening, call or journey introduces it with {vehicle.a}',
      );
    if (
      p.cast.place !== undefined &&
      !somewhere('place.a', [p.opening, p.call, p.journey, p.problem, p.attempt, p.resolution])
    )
      at(p.journey ?? p.call, 'a beat introduces the place with {place.a} in every line');
  }
  return problems;
}

/**
 * Things a plot's opening or call hands the child to set the story up (English pack words). An
 * object that promises a use (a key, a map) is a promise the story breaks when no later beat comes
 * back to it; a message (a note, an invitation) is used when it is read, so the line that brings it
 * says what it says, or a later beat comes back to it.
 */
const SETUP_OBJECTS = ['key', 'map', 'clue', 'compass', 'ticket'];
const MESSAGES = ['note', 'letter', 'invitation', 'postcard', 'scroll', 'envelope'];
const READ_OUT = /["“]|\b(?:said|says|read|asked|asking|invited|inviting|announc\w*|request\w*)\b/i;

/** A template as plain words: no variables, every alternative side by side. */
const plainWords = (template: string): string =>
  template
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/[[\]|<>]/g, ' ')
    .replace(/\s+/g, ' ');

/** The beats of a plot in story order, each with its details. */
const BEATS = ['opening', 'call', 'journey', 'problem', 'attempt', 'resolution', 'home'] as const;

/**
 * A plot's setup objects ("{Name} found a tiny silver key on {their} pillow") that no later beat
 * mentions. A simile ("like a map", "as though it were a map") sets nothing up.
 */
export function setupObjectProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  const problems: PackProblem[] = [];
  for (const p of pack.plans ?? []) {
    const beats = BEATS.map((b) =>
      [p[b], p.details[b]].flatMap((t) => (t === undefined ? [] : allLines(t).map((l) => l.template))),
    );
    const reported = new Set<string>();
    beats.slice(0, 2).forEach((setup, i) => {
      const later = beats
        .slice(i + 1)
        .flat()
        .map(plainWords)
        .join(' ');
      for (const word of [...SETUP_OBJECTS, ...MESSAGES]) {
        const introduced = new RegExp(
          `(?<!\\blike |\\bwere |\\bif |\\bnot )\\b(?:a|an)\\s(?:[\\w'-]+\\s){0,3}?${word}s?\\b`,
          'i',
        );
        const message = MESSAGES.includes(word);
        const first = setup.find((t) => introduced.test(plainWords(t)) && !(message && READ_OUT.test(t)));
        if (first === undefined || reported.has(word)) continue;
        if (new RegExp(`\\b${word}(?:s|es)?\\b`, 'i').test(later)) continue;
        reported.add(word);
        problems.push({
          ...(places.get(first) ?? { file: p.id, line: 0 }),
          message: `${p.id}: the setup brings in "${word}" that no later beat comes back to: use it later, or drop it from the setup`,
        });
      }
    });
  }
  return problems;
}

/**
 * series.yaml's events are phrases, not lines (the recap's {last}): each problem kind has some,
 * each names only the object, starts in lower case and ends without a full stop.
 */
export function seriesProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  const events = pack.series?.events;
  if (events === undefined) return [];
  const problems: PackProblem[] = [];
  const at = (template: string, message: string) =>
    problems.push({ ...(places.get(template) ?? { file: 'series.yaml', line: 0 }), message });
  for (const kind of PROBLEM_KINDS)
    if ((events[kind]?.length ?? 0) === 0)
      problems.push({ file: 'series.yaml', line: 0, message: `events: no event for "${kind}"` });
  for (const list of Object.values(events))
    for (const template of list ?? []) {
      for (const v of varsIn(template))
        if (!OBJECT.includes(v)) at(template, `series event: unknown variable {${v}} (only {object...})`);
      if (!/^[a-z{]/.test(template) || /[.!?]$/.test(template))
        at(template, 'series event: a phrase after "Mia and Pip": lower case, no full stop');
    }
  return problems;
}

/** A companion's other names stand in for its `name` in `a` and `the`, so `a` must say that name. */
export function castNameProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  const problems: PackProblem[] = [];
  const entities = [
    ...(pack.worlds ?? []).flatMap((w) => w.cast.map((e) => ({ e, file: `worlds/${w.id}.yaml` }))),
    ...(pack.plans ?? []).flatMap((p) => p.new_cast.map((e) => ({ e, file: `plans/${p.id}.yaml` }))),
  ];
  for (const { e, file } of entities) {
    if (e.names.length === 0) continue;
    const at = places.get(e.a) ?? { file, line: 0 };
    if (e.name === undefined || !new RegExp(`\\b${e.name}\\b`).test(e.a))
      problems.push({ ...at, message: `${e.id}: \`names\` needs a \`name\` that \`a\` says` });
    else if (new Set([e.name, ...e.names]).size !== e.names.length + 1)
      problems.push({ ...at, message: `${e.id}: \`names\` repeats a name` });
  }
  return problems;
}

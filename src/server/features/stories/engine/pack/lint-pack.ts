import type { LineJob } from './check.js';
import type { PackProblem, Places } from './load.js';
import { allLines } from './text.js';
import type { RawPack } from './types.js';
import { CHILD_VARS, CONTEXTS, MEMBER_VARS, PET_VARS, slotVars, TWIST_VARS, varsIn } from './vars.js';
import { PROBLEM_KINDS } from './tags.js';
import type { TText } from './schema.js';

/**
 * Line jobs for every file kind of a pack: which variables each kind of line may use (where it
 * is told decides who is there), so a line that names the companion before it arrives, or a
 * pet line that names a slot, is refused with its file and line.
 */
const CHILD = [...CHILD_VARS];
const COMPANION = slotVars('companion');
const OBJECT = slotVars('object');
const PLOT = [...CONTEXTS.plot];

function jobs(
  prefix: string,
  texts: Record<string, TText | undefined>,
  allowed: readonly string[],
  mustUse?: readonly string[],
): LineJob[] {
  return Object.entries(texts).flatMap(([key, text]) =>
    text === undefined ? [] : [{ text, allowed, what: `${prefix}.${key}`, mustUse }],
  );
}

/** A member's own lines are how the story names them: each telling names them. */
const NAMES_MEMBER = ['member', 'Member'];

export function packJobs(pack: Partial<RawPack>): LineJob[] {
  const out: LineJob[] = [];
  const f = pack.frame;
  if (f !== undefined) {
    // Where each frame line is told decides who it may name: the opening comes before anyone
    // arrives, the set-off before the journey; from then on the plot's whole cast is known (a line
    // naming a slot the plot has not got is passed over for that story).
    out.push(...jobs('frame', { opening: f.opening }, CHILD));
    out.push(...jobs('frame', { set_off: f.set_off }, [...CHILD, ...COMPANION]));
    out.push(...jobs('frame.attempts', f.attempts, [...CHILD, ...COMPANION, ...OBJECT]));
    const SETTING = ['setting.in', 'setting.the', 'setting.back'];
    out.push(
      ...jobs('frame', { setting_opening: f.setting_opening }, [...CHILD, ...SETTING], ['setting.in']),
    );
    out.push(...jobs('frame', { setting_home: f.setting_home }, [...PLOT, ...SETTING], ['setting.back']));
    out.push(
      ...jobs(
        'frame',
        {
          goodbye: f.goodbye,
          chat: f.chat,
          refrain: f.refrain,
          on_the_way: f.on_the_way,
          wonder: f.wonder,
          celebrate: f.celebrate,
          try_again: f.try_again,
          arrive_home: f.arrive_home,
          tuck_in: f.tuck_in,
          sleep: f.sleep,
        },
        PLOT,
      ),
    );
  }
  const sib = pack.siblings;
  if (sib !== undefined) {
    out.push(...jobs('siblings', { together: sib.together }, CHILD));
    out.push(...jobs('siblings', { bedtime: sib.bedtime }, PLOT));
    // Each child's idea says that child's own interest in every telling.
    out.push(...jobs('siblings.idea', sib.idea, [...PLOT, 'interest'], ['interest']));
  }
  const shapes = pack.shapes;
  if (shapes !== undefined) {
    // The far-off opening comes before we meet the child or the companion: the object and where.
    out.push(...jobs('shapes.far_off', shapes.far_off, [...OBJECT, 'far_off'], ['far_off']));
    out.push(...jobs('shapes', { meanwhile: shapes.meanwhile }, CHILD));
    out.push(
      ...jobs('shapes', { notice: shapes.notice, drowsy: shapes.drowsy, carried: shapes.carried }, PLOT),
    );
  }
  const series = pack.series;
  if (series !== undefined) {
    // The recap names the last chapter's event ({last}); an arc's lines come once the cast is known.
    out.push(...jobs('series', { recap: series.recap }, [...PLOT, 'last'], ['last']));
    for (const a of series.arcs)
      out.push(...jobs(`series/${a.id}`, { setup: a.setup, still: a.still, resolution: a.resolution }, PLOT));
  }
  for (const w of pack.worlds ?? [])
    out.push(
      ...jobs(`worlds/${w.id}`, { arrive: w.arrive, sights: w.sights, home: w.home, travel: w.travel }, PLOT),
    );
  for (const p of pack.plans ?? []) {
    const { details, ...rest } = p;
    out.push(
      ...jobs(
        p.id,
        {
          opening: rest.opening,
          call: rest.call,
          journey: rest.journey,
          problem: rest.problem,
          attempt: rest.attempt,
          resolution: rest.resolution,
          home: rest.home,
        },
        PLOT,
      ),
      ...jobs(`${p.id}.details`, details, PLOT),
    );
  }
  for (const pet of pack.pets ?? []) {
    out.push(
      ...jobs(`pets/${pet.id}`, { opening: pet.opening, along_text: pet.along_text }, [
        ...CHILD,
        ...PET_VARS,
      ]),
    );
    out.push(
      ...jobs(`pets/${pet.id}`, { cheer: pet.cheer, bedtime: pet.bedtime, ...pet.help }, [
        ...PLOT,
        ...PET_VARS,
      ]),
    );
  }
  // Help lines are told in the middle of the adventure, where no member is (far or at home).
  const away = (list: LineJob[]) => list.map((j) => ({ ...j, memberAway: true }));
  if (pack.family !== undefined)
    out.push(
      ...away(jobs('family', { far_help: pack.family.far_help }, [...PLOT, ...MEMBER_VARS], NAMES_MEMBER)),
    );
  for (const g of pack.family?.groups ?? []) {
    out.push(
      ...jobs(
        `family/${g.id}`,
        { opening: g.opening, far: g.far, send_off: g.send_off },
        [...CHILD, ...MEMBER_VARS],
        NAMES_MEMBER,
      ),
    );
    // A toy goes where the child goes: it is there to be hugged.
    const helpJobs = jobs(`family/${g.id}`, { help: g.help }, [...PLOT, ...MEMBER_VARS], NAMES_MEMBER);
    out.push(...(g.id === 'toy' ? helpJobs : away(helpJobs)));
    out.push(...jobs(`family/${g.id}`, { bedtime: g.bedtime }, [...PLOT, ...MEMBER_VARS], NAMES_MEMBER));
  }
  for (const w of pack.worries ?? []) {
    const about = w.about_phrase === true ? ['worry.about'] : [];
    out.push(...jobs(`worries/${w.id}`, { mention: w.mention }, [...CHILD, ...MEMBER_VARS, ...about]));
    // The beat is told where the problem was solved, away from home: a member is only thought of.
    out.push(...away(jobs(`worries/${w.id}`, { beat: w.beat }, [...PLOT, ...MEMBER_VARS, ...about])));
    out.push(...jobs(`worries/${w.id}`, { closing: w.closing }, [...PLOT, ...MEMBER_VARS, ...about]));
  }
  for (const s of pack.twists?.shapes ?? [])
    out.push(
      ...jobs(`twists/${s.id}`, { premise: s.premise, middle: s.middle, solve: s.solve, echo: s.echo }, [
        ...PLOT,
        ...TWIST_VARS,
      ]),
    );
  // A condition's lines name the thing that has it: each one says {twist.x} (or {twist.X}).
  for (const c of pack.twists?.conditions ?? [])
    out.push(
      ...jobs(
        `twists/conditions/${c.id}`,
        { effect: c.effect, effect_shining: c.effect_shining, cure: c.cure, better: c.better },
        [...PLOT, ...TWIST_VARS],
        ['twist.x', 'twist.X'],
      ),
    );
  if (pack.twists?.intro !== undefined)
    out.push(...jobs('twists/intro', { intro: pack.twists.intro }, [...PLOT, ...TWIST_VARS]));
  for (const c of pack.twists?.catalogue ?? [])
    out.push(...jobs(`twists/${c.id}`, { premise: c.premise, echo: c.echo }, PLOT));
  for (const l of pack.learning ?? [])
    out.push(
      ...jobs(`learning/${l.id}`, { scene: l.scene, echo: l.echo }, [...CHILD, ...COMPANION, 'list', 'goal']),
    );
  for (const t of pack.themes ?? [])
    out.push(...jobs(`themes/${t.id}`, { keep: t.keep }, [...CHILD, ...COMPANION]));
  for (const t of pack.traits ?? [])
    out.push(...jobs(`traits/${t.id}`, { does: t.does }, [...CHILD, ...COMPANION]));
  for (const c of pack.characters ?? [])
    out.push(...jobs(`characters/${c.id}`, { does: c.does }, [...CHILD, ...COMPANION]));
  return out;
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

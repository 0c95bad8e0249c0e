import type { LineJob } from './check.js';
import type {
  TFamily,
  TFrame,
  TPet,
  TPlan,
  TSeries,
  TShapes,
  TSiblings,
  TText,
  TTwists,
  TWorld,
  TWorry,
} from './schema.js';
import type { RawPack } from './types.js';
import { mapText } from './text.js';
import { CHILD_VARS, CONTEXTS, JOKE_VARS, MEMBER_VARS, PET_VARS, slotVars, TWIST_VARS } from './vars.js';

/**
 * Line jobs for every file kind of a pack: which variables each kind of line may use (where it
 * is told decides who is there), so a line that names the companion before it arrives, or a
 * pet line that names a slot, is refused with its file and line. lint-pack.ts's packJobs puts
 * them together in the pack's order.
 */
const CHILD = [...CHILD_VARS];
const COMPANION = slotVars('companion');
export const OBJECT = slotVars('object');
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

/** Lines told where the member is not (in the middle of the adventure). */
const away = (list: LineJob[]): LineJob[] => list.map((j) => ({ ...j, memberAway: true }));

export function frameJobs(f: TFrame): LineJob[] {
  const SETTING = ['setting.in', 'setting.the', 'setting.back'];
  // Where each frame line is told decides who it may name: the opening comes before anyone
  // arrives, the set-off before the journey; from then on the plot's whole cast is known (a line
  // naming a slot the plot has not got is passed over for that story).
  return [
    ...jobs('frame', { opening: f.opening }, CHILD),
    ...jobs('frame', { set_off: f.set_off }, [...CHILD, ...COMPANION]),
    // Before the companion is met (a plot met away): only the child.
    ...jobs(
      'frame',
      { along: f.along, along_set_off: f.along_set_off, along_help: f.along_help, along_home: f.along_home },
      CHILD,
    ),
    // After the journey line that brings the boat in; the companion may not be met yet.
    ...jobs('frame', { aboard: f.aboard }, [...CHILD, ...slotVars('vehicle')]),
    ...jobs('frame', { pet_sleeps: f.pet_sleeps }, [...CHILD, ...PET_VARS, 'pet.sleeps'], ['pet.sleeps']),
    ...jobs('frame', { pet_habit: f.pet_habit }, [...CHILD, ...PET_VARS, 'pet.habit'], ['pet.habit']),
    ...jobs('frame.attempts', f.attempts, [...CHILD, ...COMPANION, ...OBJECT]),
    ...jobs('frame', { setting_opening: f.setting_opening }, [...CHILD, ...SETTING], ['setting.in']),
    ...jobs('frame', { setting_home: f.setting_home }, [...PLOT, ...SETTING], ['setting.back']),
    ...jobs(
      'frame',
      { setting_opening_home: f.setting_opening_home },
      [...CHILD, ...SETTING],
      ['setting.in'],
    ),
    ...jobs('frame', { setting_here: f.setting_here }, [...PLOT, ...SETTING], ['setting.the']),
    ...jobs(
      'frame',
      { setting_home_home: f.setting_home_home },
      [...PLOT, ...SETTING],
      ['setting.back', 'setting.the'],
    ),
    ...f.seasons.flatMap((season) => [
      ...jobs(`frame.seasons.${season.id}`, { opening: season.opening }, CHILD),
      ...jobs(`frame.seasons.${season.id}`, { home: season.home }, PLOT),
    ]),
    ...jobs('frame', { pocket: f.pocket }, [...CHILD, 'thing'], ['thing']),
    ...jobs(
      'frame',
      {
        goodbye: f.goodbye,
        goodbye_asleep: f.goodbye_asleep,
        celebrate_asleep: f.celebrate_asleep,
        chat: f.chat,
        refrain: f.refrain,
        on_the_way: f.on_the_way,
        wonder: f.wonder,
        celebrate: f.celebrate,
        try_again: f.try_again,
        arrive_home: f.arrive_home,
        tuck_in: f.tuck_in,
        tuck_in_dream: f.tuck_in_dream,
        tuck_in_dream_awake: f.tuck_in_dream_awake,
        home_short: f.home_short,
        sleep: f.sleep,
      },
      PLOT,
    ),
    ...jobs(
      'frame',
      { riddle_generic: f.riddle_generic },
      [...PLOT, 'interest', 'Interest'],
      ['interest', 'Interest'],
    ),
  ];
}

export function siblingJobs(sib: TSiblings): LineJob[] {
  return [
    ...jobs('siblings', { together: sib.together }, CHILD),
    ...jobs('siblings', { bedtime: sib.bedtime }, PLOT),
    // Each child's idea says that child's own interest in every telling.
    ...jobs('siblings.idea', sib.idea, [...PLOT, 'interest'], ['interest']),
  ];
}

export function shapeJobs(shapes: TShapes): LineJob[] {
  return [
    // The far-off opening comes before we meet the child or the companion: the object and where.
    ...jobs('shapes.far_off', shapes.far_off, [...OBJECT, 'far_off'], ['far_off']),
    ...jobs('shapes', { meanwhile: shapes.meanwhile }, CHILD),
    ...jobs('shapes', { notice: shapes.notice, drowsy: shapes.drowsy, carried: shapes.carried }, PLOT),
    // The told opening names nobody but the child: the one who needs help is met later.
    // A trouble is a phrase: it is checked as the sentence it ends up in.
    ...jobs(
      'shapes.told.trouble',
      mapTexts(shapes.told.trouble, (t) => `That was the night ${t}.`),
      [],
    ),
    ...jobs('shapes.told', { open: shapes.told.open }, [...CHILD, 'trouble'], ['trouble']),
    ...jobs('shapes.told', { close: shapes.told.close }, [...PLOT, 'event'], ['event']),
  ];
}

/** Each template of each Text, rewritten (a phrase put into a sentence to be checked as one). */
function mapTexts<K extends string>(
  texts: Partial<Record<K, TText>>,
  f: (template: string) => string,
): Partial<Record<K, TText>> {
  const map = (t: TText): TText => mapText(t, f);
  const out: Partial<Record<K, TText>> = {};
  for (const [k, t] of Object.entries(texts) as [K, TText | undefined][])
    if (t !== undefined) out[k] = map(t);
  return out;
}

export function seriesJobs(series: TSeries): LineJob[] {
  return [
    // The recap names the last chapter's event ({last}); an arc's lines come once the cast is known.
    ...jobs('series', { recap: series.recap, recap_alone: series.recap_alone }, [...PLOT, 'last'], ['last']),
    ...series.arcs.flatMap((a) =>
      jobs(`series/${a.id}`, { setup: a.setup, still: a.still, resolution: a.resolution }, PLOT),
    ),
  ];
}

export function worldJobs(worlds: readonly TWorld[]): LineJob[] {
  return worlds.flatMap((w) => [
    ...jobs(`worlds/${w.id}`, { arrive: w.arrive, sights: w.sights, home: w.home, travel: w.travel }, PLOT),
    // A night of the year names only the child: the one helped may be asleep when it begins.
    ...w.occasions.flatMap((o) =>
      jobs(`worlds/${w.id}/${o.id}`, { tonight: o.tonight, soon: o.soon, begins: o.begins }, CHILD),
    ),
  ]);
}

export function planJobs(plans: readonly TPlan[]): LineJob[] {
  return plans.flatMap((p) => {
    const { details, ...rest } = p;
    return [
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
      // The plot's own fix says the child's interest in every telling (ZPlan.solve).
      ...jobs(p.id, { solve: rest.solve }, [...PLOT, 'interest', 'Interest'], ['interest', 'Interest']),
    ];
  });
}

export function petJobs(pets: readonly TPet[]): LineJob[] {
  return pets.flatMap((pet) => [
    ...jobs(`pets/${pet.id}`, { opening: pet.opening, along_text: pet.along_text }, [...CHILD, ...PET_VARS]),
    ...jobs(`pets/${pet.id}`, { cheer: pet.cheer, bedtime: pet.bedtime, ...pet.help }, [
      ...PLOT,
      ...PET_VARS,
    ]),
  ]);
}

export function familyJobs(family: TFamily): LineJob[] {
  // Help lines are told in the middle of the adventure, where no member is (far or at home).
  const out = away(jobs('family', { far_help: family.far_help }, [...PLOT, ...MEMBER_VARS], NAMES_MEMBER));
  out.push(
    ...away(
      jobs(
        'family',
        { saying: family.saying },
        [...PLOT, ...MEMBER_VARS, 'member.saying'],
        ['member.saying'],
      ),
    ),
    // The one who went along says it there and then.
    ...jobs(
      'family',
      { along_saying: family.along_saying },
      [...PLOT, ...MEMBER_VARS, 'member.saying'],
      ['member.saying'],
    ),
    ...jobs('family', { calls: family.calls }, [...PLOT, ...MEMBER_VARS, 'member.calls'], ['member.calls']),
    ...jobs('family', { has: family.has }, [...CHILD, ...MEMBER_VARS, 'member.has'], ['member.has']),
    ...jobs(
      'family',
      { taught: family.taught },
      [...CHILD, ...MEMBER_VARS, 'member.taught'],
      ['member.taught'],
    ),
    // Remembered in the thick of it, where the member is not.
    ...away(
      family.habit_help.flatMap((h, i) =>
        jobs(
          'family.habit_help',
          { [`${i}`]: h.text },
          [...PLOT, ...MEMBER_VARS, 'member.habit'],
          NAMES_MEMBER,
        ),
      ),
    ),
    ...family.habit_help.flatMap((h, i) =>
      jobs(
        'family.habit_help',
        { [`${i}.along`]: h.along },
        [...PLOT, ...MEMBER_VARS, 'member.habit'],
        NAMES_MEMBER,
      ),
    ),
    ...jobs(
      'family',
      { taught_fix: family.taught_fix, taught_fix_along: family.taught_fix_along },
      [...PLOT, ...MEMBER_VARS, 'member.taught'],
      ['member.taught'],
    ),
    ...jobs(
      'family',
      {
        along: family.along,
        along_set_off: family.along_set_off,
        along_help: family.along_help,
        along_home: family.along_home,
      },
      [...CHILD, ...MEMBER_VARS],
      NAMES_MEMBER,
    ),
    ...jobs(
      'family',
      { aboard: family.aboard },
      [...CHILD, ...MEMBER_VARS, ...slotVars('vehicle')],
      NAMES_MEMBER,
    ),
  );
  for (const g of family.groups) {
    out.push(
      ...jobs(
        `family/${g.id}`,
        { opening: g.opening, send_off: g.send_off },
        [...CHILD, ...MEMBER_VARS],
        NAMES_MEMBER,
      ),
    );
    // One far away: where they live, when the parent said it (tell/personal.ts whereSaid).
    out.push(
      ...jobs(`family/${g.id}`, { far: g.far }, [...CHILD, ...MEMBER_VARS, 'member.where'], NAMES_MEMBER),
    );
    // A toy goes where the child goes: it is there to be hugged.
    const helpJobs = jobs(`family/${g.id}`, { help: g.help }, [...PLOT, ...MEMBER_VARS], NAMES_MEMBER);
    out.push(...(g.id === 'toy' ? helpJobs : away(helpJobs)));
    out.push(...jobs(`family/${g.id}`, { bedtime: g.bedtime }, [...PLOT, ...MEMBER_VARS], NAMES_MEMBER));
  }
  return out;
}

export function worryJobs(worries: readonly TWorry[]): LineJob[] {
  return worries.flatMap((w) => {
    const about = w.about_phrase === true ? ['worry.about'] : [];
    // Where a far-away member lives, when the notes say it: only the mention and the closing.
    const where = w.about_member ? ['member.where', 'member.away', 'member.back'] : [];
    return [
      ...jobs(`worries/${w.id}`, { mention: w.mention }, [...CHILD, ...MEMBER_VARS, ...about, ...where]),
      // The beat is told where the problem was solved, away from home: a member is only thought of.
      ...away(jobs(`worries/${w.id}`, { beat: w.beat }, [...PLOT, ...MEMBER_VARS, ...about])),
      ...(w.felt === undefined
        ? []
        : away(jobs(`worries/${w.id}`, { felt: w.felt }, [...PLOT, ...MEMBER_VARS, ...about]))),
      ...jobs(`worries/${w.id}`, { closing: w.closing }, [...PLOT, ...MEMBER_VARS, ...about, ...where]),
    ];
  });
}

export function twistJobs(twists: TTwists): LineJob[] {
  return [
    ...twists.shapes.flatMap((s) =>
      jobs(
        `twists/${s.id}`,
        {
          premise: s.premise,
          middle: s.middle,
          solve: s.solve,
          solve_gentle: s.solve_gentle,
          echo: s.echo,
          moved: s.moved,
          ...(s.shown === undefined ? {} : { shown_premise: s.shown.premise, shown_middle: s.shown.middle }),
        },
        [...PLOT, ...TWIST_VARS],
      ),
    ),
    // A condition's lines name the thing that has it: each one says {twist.x} (or {twist.X}).
    ...twists.conditions.flatMap((c) =>
      jobs(
        `twists/conditions/${c.id}`,
        { effect: c.effect, effect_shining: c.effect_shining, cure: c.cure, better: c.better },
        [...PLOT, ...TWIST_VARS],
        ['twist.x', 'twist.X'],
      ),
    ),
    // What an afraid creature meets at last: each line names the creature.
    ...twists.faced.flatMap((f) =>
      jobs(
        `twists/faced/${f.id}`,
        { lines: f.lines, home: f.home },
        [...PLOT, ...TWIST_VARS],
        ['twist.x', 'twist.X'],
      ),
    ),
    // A shape's lines for a thing that cannot feel ("the garden is afraid of the dark").
    ...twists.shapes.flatMap((s) =>
      s.things === undefined
        ? []
        : jobs(
            `twists/${s.id}/things`,
            {
              premise: s.things.premise,
              middle: s.things.middle,
              solve: s.things.solve,
              echo: s.things.echo,
            },
            [...PLOT, ...TWIST_VARS],
          ),
    ),
    // What a thing's doing (powers) or its stuff (stuffs) does for each kind of trouble.
    ...twists.shapes.flatMap((s) => [
      ...s.powers.flatMap((p) => jobs(`twists/${s.id}/powers/${p.id}`, p.help, [...PLOT, ...TWIST_VARS])),
      ...s.stuffs.flatMap((st) =>
        jobs(`twists/${s.id}/stuffs/${st.id}`, { ...st.help, celebrate: st.celebrate }, [
          ...PLOT,
          ...TWIST_VARS,
        ]),
      ),
    ]),
    ...(twists.intro === undefined
      ? []
      : jobs('twists/intro', { intro: twists.intro }, [...PLOT, ...TWIST_VARS])),
    ...(twists.intro_kept === undefined
      ? []
      : jobs('twists/intro_kept', { intro_kept: twists.intro_kept }, [...PLOT, ...TWIST_VARS])),
    ...(twists.jokes === undefined
      ? []
      : jobs('twists/jokes', { telling: twists.jokes.telling, child_tells: twists.jokes.child_tells }, [
          ...PLOT,
          ...JOKE_VARS,
        ])),
    ...(twists.first_sight === undefined
      ? []
      : jobs('twists/first_sight', { first_sight: twists.first_sight }, [...PLOT, ...TWIST_VARS])),
    ...twists.catalogue.flatMap((c) => jobs(`twists/${c.id}`, { premise: c.premise, echo: c.echo }, PLOT)),
  ];
}

/** Lines told of the child and the companion: the learning goal, the theme, a trait, a character. */
export function childAndCompanionJobs(pack: Partial<RawPack>): LineJob[] {
  return [
    ...(pack.learning ?? []).flatMap((l) =>
      jobs(`learning/${l.id}`, { scene: l.scene, echo: l.echo }, [
        ...CHILD,
        ...COMPANION,
        'list',
        'goal',
        'goal.asked',
        'goal.learned',
      ]),
    ),
    // At home with the member the goal names, before anyone else arrives.
    ...(pack.learning ?? []).flatMap((l) =>
      jobs(`learning/${l.id}`, { with_member: l.with_member }, [...CHILD, ...MEMBER_VARS], NAMES_MEMBER),
    ),
    ...(pack.themes ?? []).flatMap((t) => jobs(`themes/${t.id}`, { keep: t.keep }, [...CHILD, ...COMPANION])),
    ...(pack.traits ?? []).flatMap((t) =>
      jobs(`traits/${t.id}`, { does: t.does, end: t.end }, [
        ...CHILD,
        ...COMPANION,
        ...(t.clause ? ['character.what'] : []),
        ...(t.habit ? ['character.did'] : []),
      ]),
    ),
    ...(pack.characters ?? []).flatMap((c) =>
      jobs(`characters/${c.id}`, { does: c.does }, [...CHILD, ...COMPANION]),
    ),
  ];
}

import {
  BEAT_VARS,
  CHILD_VARS,
  SLOT_FORMS,
  type Beat,
  type PlotPlan,
  type SlotName,
  type Variants,
} from './types.js';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const GLOBAL_VARS = new Set<string>([...CHILD_VARS, ...BEAT_VARS]);
const FORMS = new Set<string>(SLOT_FORMS);

/** Every {variable} a template names (markup is stripped by sanitize from user text, so any brace is ours). */
export function templateVars(tpl: string): string[] {
  return [...tpl.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

function texts(v: Variants | undefined): string[] {
  return v === undefined ? [] : LEVELS.flatMap((l) => [...v[l]]);
}

/**
 * The checked properties of a plan, so a plan can never name a thing before it is introduced:
 * - every slot a beat mentions is in the plan's cast, and was introduced by this beat or earlier;
 * - the introducing beat says {X.a} or {X.name} in every variant of every level;
 * - only known variables and slot forms are used; each level has at least two variants.
 * Returns the problems found (empty when the plan is sound).
 */
export function checkPlan(plan: PlotPlan): string[] {
  const problems: string[] = [];
  const introduced = new Set<SlotName>();
  const say = (beat: Beat, i: number, msg: string) =>
    problems.push(`${plan.id} beat ${i} (${beat.kind}): ${msg}`);
  plan.beats.forEach((beat, i) => {
    for (const slot of beat.introduces ?? []) {
      if (plan.cast[slot] === undefined) say(beat, i, `introduces ${slot}, which is not in the cast`);
      if (introduced.has(slot)) say(beat, i, `introduces ${slot} a second time`);
      for (const level of LEVELS) {
        const variants = beat.variants?.[level] ?? [];
        for (const v of variants)
          if (!v.includes(`{${slot}.a}`) && !v.includes(`{${slot}.name}`))
            say(beat, i, `introduces ${slot} but a ${level} variant never says {${slot}.a}: ${v}`);
      }
    }
    const known = new Set<SlotName>([...introduced, ...(beat.introduces ?? [])]);
    for (const level of LEVELS) {
      const n = beat.variants?.[level].length ?? 0;
      if (beat.variants !== undefined && n < 2) say(beat, i, `needs at least two ${level} variants`);
    }
    for (const tpl of [...texts(beat.variants), ...texts(beat.details)]) {
      for (const v of templateVars(tpl)) {
        if (GLOBAL_VARS.has(v)) continue;
        const [slot, form] = v.split('.') as [string, string | undefined];
        if (form === undefined || !FORMS.has(form)) {
          say(beat, i, `unknown variable {${v}}`);
          continue;
        }
        if (!(slot in plan.cast)) say(beat, i, `{${v}} names ${slot}, which is not in the cast`);
        else if (!known.has(slot as SlotName)) say(beat, i, `{${v}} is used before ${slot} is introduced`);
        if (form === 'a' && !(beat.introduces ?? []).includes(slot as SlotName))
          say(beat, i, `{${v}}: the "a" form belongs only to the beat that introduces ${slot}`);
      }
    }
    for (const slot of beat.introduces ?? []) introduced.add(slot);
  });
  for (const tpl of plan.titles)
    for (const v of templateVars(tpl)) {
      const [slot, form] = v.split('.') as [string, string | undefined];
      if (GLOBAL_VARS.has(v)) continue;
      if (form === undefined || !(slot in plan.cast) || !introduced.has(slot as SlotName))
        problems.push(`${plan.id} title: {${v}} is not a slot the story introduces`);
    }
  if (plan.titles.length === 0) problems.push(`${plan.id}: no titles`);
  return problems;
}

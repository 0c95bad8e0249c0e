import { describe, expect, it } from 'vitest';
import { STORY_THEMES } from '../../../../../shared/constants.js';
import { CAST } from '../cast/index.js';
import { Rng } from '../prng.js';
import { expand } from '../template.js';
import { checkPlan } from './check.js';
import { PLANS } from './index.js';
import {
  PROBLEM_KINDS,
  WORLDS,
  type CastEntity,
  type PlotPlan,
  type SlotName,
  type StoryTag,
} from './types.js';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** Renders a template with short stand-ins for every variable, to measure its sentences. */
function sentences(tpl: string, rng: Rng): number[] {
  const vars = new Proxy<Record<string, string>>(
    {},
    {
      get: (_t, k: string) =>
        k === 'solution' ? '' : k.endsWith('.a') ? 'a fox' : k.includes('.') ? 'the fox' : 'Mia',
    },
  );
  return expand(tpl, { rng, vars, rich: 1 })
    .split(/(?<=[.!?]["”]?)\s+/)
    .map((s) => s.split(/\s+/).filter(Boolean).length)
    .filter((n) => n > 0);
}

const byId = new Map(CAST.map((e) => [e.id, e]));

/** The entities a plan's slot may be filled with in one world (its ids, or any of the kind). */
function candidates(plan: PlotPlan, slot: SlotName, world: string): CastEntity[] {
  const spec = plan.cast[slot];
  if (spec === undefined) return [];
  const pool =
    spec.ids === undefined
      ? CAST.filter((e) => e.kind === spec.kind)
      : spec.ids.flatMap((id) => byId.get(id) ?? []);
  return pool.filter((e) => e.worlds.some((w) => w === world));
}

const GENTLE_AVOID: readonly StoryTag[] = ['dark', 'night', 'water', 'heights', 'flying', 'animals', 'lost'];

/** A plan a child with all the common fears can still get: no such tag in the plot, and a clean choice for every slot. */
function gentle(plan: PlotPlan): boolean {
  if (plan.tags.some((t) => GENTLE_AVOID.includes(t))) return false;
  return (Object.keys(plan.cast) as SlotName[]).every((slot) =>
    plan.worlds.some((w) =>
      candidates(plan, slot, w).some((e) => !e.tags.some((t) => GENTLE_AVOID.includes(t))),
    ),
  );
}

describe('plot plans', () => {
  it('every plan passes checkPlan (introduce before use, known variables, two variants per level)', () => {
    expect(PLANS.flatMap(checkPlan)).toEqual([]);
  });

  it('plan ids are unique', () => {
    const ids = PLANS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every cast id a plan names exists, has the slot kind and fits a world the plan allows', () => {
    const problems: string[] = [];
    for (const plan of PLANS)
      for (const [slot, spec] of Object.entries(plan.cast)) {
        if (spec === undefined) continue;
        if (spec.kind !== slot) problems.push(`${plan.id}: slot ${slot} has kind ${spec.kind}`);
        for (const id of spec.ids ?? []) {
          const e = byId.get(id);
          if (e === undefined) problems.push(`${plan.id}: unknown cast id ${id}`);
          else if (e.kind !== spec.kind)
            problems.push(`${plan.id}: ${id} is a ${e.kind}, not a ${spec.kind}`);
          else if (!e.worlds.some((w) => plan.worlds.includes(w)))
            problems.push(`${plan.id}: ${id} fits none of ${plan.worlds.join(', ')}`);
        }
      }
    expect(problems).toEqual([]);
  });

  it('every slot of every plan can be filled in each of its worlds', () => {
    const empty = PLANS.flatMap((plan) =>
      plan.worlds.flatMap((w) =>
        (Object.keys(plan.cast) as SlotName[])
          .filter((slot) => candidates(plan, slot, w).length === 0)
          .map((slot) => `${plan.id}: no ${slot} in ${w}`),
      ),
    );
    expect(empty).toEqual([]);
  });

  it('every plan introduces its companion and has a solve beat that uses {solution}', () => {
    for (const plan of PLANS) {
      const introduced = plan.beats.flatMap((b) => b.introduces ?? []);
      expect(introduced, plan.id).toContain('companion');
      const solve = plan.beats.find((b) => b.kind === 'solve');
      expect(solve, plan.id).toBeDefined();
      for (const level of ['beginner', 'intermediate', 'advanced'] as const)
        for (const text of solve?.variants?.[level] ?? []) expect(text, plan.id).toContain('{solution}');
    }
  });

  it('beats come in story order and each plan places the twist, family and learning markers', () => {
    const order = [
      'opening',
      'call',
      'journey',
      'problem',
      'twist',
      'attempt',
      'family',
      'learning',
      'solve',
      'resolution',
      'home',
      'sleep',
    ];
    for (const plan of PLANS) {
      const kinds = plan.beats.map((b) => b.kind);
      for (const marker of ['twist', 'family', 'learning', 'solve', 'problem', 'resolution'] as const)
        expect(kinds, `${plan.id} has ${marker}`).toContain(marker);
      // The problem comes before its solution, and the solution before what it changed.
      expect(kinds.indexOf('problem'), plan.id).toBeLessThan(kinds.indexOf('solve'));
      expect(kinds.indexOf('solve'), plan.id).toBeLessThan(kinds.indexOf('resolution'));
      expect(
        kinds.every((k) => order.includes(k)),
        plan.id,
      ).toBe(true);
    }
  });

  it('every world has at least 5 plans', () => {
    for (const w of WORLDS)
      expect(PLANS.filter((p) => p.worlds.includes(w)).length, w).toBeGreaterThanOrEqual(5);
  });

  it('every problem kind has at least 3 plans', () => {
    for (const k of PROBLEM_KINDS)
      expect(PLANS.filter((p) => p.problem === k).length, k).toBeGreaterThanOrEqual(3);
  });

  it('every story theme has at least 3 plans', () => {
    for (const t of STORY_THEMES)
      expect(PLANS.filter((p) => p.themes.includes(t)).length, t).toBeGreaterThanOrEqual(3);
  });

  it('at least 10 plans need no dark, night, water, heights, flying, animals or getting lost', () => {
    expect(PLANS.filter(gentle).length).toBeGreaterThanOrEqual(10);
  });

  it('there are at least 44 plans', () => {
    expect(PLANS.length).toBeGreaterThanOrEqual(44);
  });

  it('cast ids are unique and every entity fits at least one world', () => {
    expect(new Set(CAST.map((e) => e.id)).size).toBe(CAST.length);
    for (const e of CAST) expect(e.worlds.length, e.id).toBeGreaterThan(0);
  });

  it('plan text uses US spelling and no words that frighten', () => {
    const bad =
      /\b(colour|pyjamas|mum|favourite|grey|scary|monster|chase[ds]?|sharp teeth|scream\w*|cage|wicked|villain)\b/i;
    const found: string[] = [];
    for (const plan of PLANS)
      for (const beat of plan.beats)
        for (const vs of [beat.variants, beat.details])
          for (const level of ['beginner', 'intermediate', 'advanced'] as const)
            for (const text of vs?.[level] ?? []) if (bad.test(text)) found.push(`${plan.id}: ${text}`);
    expect(found).toEqual([]);
  });

  it('beginner sentences are short, and sentences grow longer with the reading level', () => {
    const rng = new Rng(7);
    const lengths: Record<(typeof LEVELS)[number], number[]> = {
      beginner: [],
      intermediate: [],
      advanced: [],
    };
    const tooLong: string[] = [];
    for (const plan of PLANS)
      for (const beat of plan.beats)
        for (const vs of [beat.variants, beat.details])
          for (const level of LEVELS)
            for (const tpl of vs?.[level] ?? [])
              for (let i = 0; i < 4; i++)
                for (const n of sentences(tpl, rng)) {
                  lengths[level].push(n);
                  if (level === 'beginner' && n > 11) tooLong.push(`${plan.id}: ${tpl}`);
                }
    expect([...new Set(tooLong)]).toEqual([]);
    const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
    expect(mean(lengths.beginner)).toBeLessThan(7);
    expect(mean(lengths.intermediate)).toBeGreaterThan(mean(lengths.beginner) + 3);
    expect(mean(lengths.advanced)).toBeGreaterThan(mean(lengths.intermediate) + 2);
  });
});

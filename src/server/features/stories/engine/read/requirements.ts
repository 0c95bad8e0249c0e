import { wordForms } from '../pack/check.js';
import type { Pack } from '../pack/compile.js';
import { worldsFor } from './worlds.js';
import type { Brief } from './types.js';
import { wholeWordSource } from '../pack/text.js';

/**
 * What a story must hold of the parent's words, whoever writes it: the local engine places them
 * by construction; an LLM is told them as requirements (writer/llm-prompt.ts) and its story is
 * checked against them here, and written again once when it misses one (stories/service.ts).
 */
export interface Requirements {
  pets: { name?: string; species: string }[];
  family: string[];
  twist?: { text: string; words: string[] };
  interest?: { said: string; words: string[] };
  learning?: string;
  worry?: string;
  world?: { where: string; words: string[] };
  /** The parent's setting: where the story happens (or begins), named by its own word. */
  setting?: { said: string; word: string };
  /** Siblings in one story: each child by name, with their own interest. */
  heroes?: { name: string; interest?: { said: string; words: string[] } }[];
}

/** An interest is there when the story says its own words or a word a parent types for it ("gingerbread"). */
export const interestWords = (entry: Pack['interests'][number]) => [
  ...new Set([...entry.words, ...entry.match, entry.label]),
];

const interestOf = (use: Brief['interests'][number] | undefined) =>
  use === undefined
    ? undefined
    : { said: use.said, words: use.generic ? [use.said] : interestWords(use.entry) };

export function requirementsOf(brief: Brief, pack: Pack): Requirements {
  const first = brief.interests[0];
  const twist = brief.twist;
  const twistWords =
    twist === undefined
      ? []
      : [twist.x?.noun, twist.y].filter((w): w is string => w !== undefined && w !== '');
  const { worlds } = worldsFor(brief, pack);
  const world = brief.theme !== undefined && worlds.length === 1 ? worlds[0] : undefined;
  return {
    pets: brief.pets.map((p) => ({ name: p.name, species: p.word })),
    family: brief.family.map((m) => m.name),
    twist: twist === undefined ? undefined : { text: twist.text, words: twistWords },
    interest: interestOf(first),
    learning: brief.learning === undefined ? undefined : brief.learning.entry.match[0],
    worry: brief.worry?.entry.id.replace(/-/g, ' '),
    world: world === undefined ? undefined : { where: world.where, words: world.words },
    setting: settingOf(brief),
    ...(brief.heroes.length < 2
      ? {}
      : { heroes: brief.heroes.map((h) => ({ name: h.child.name, interest: interestOf(h.interests[0]) })) }),
  };
}

/** "on a houseboat on the canal": the story must say "houseboat" (its first noun's last word). */
function settingOf(brief: Brief): Requirements['setting'] {
  const said = brief.settingSaid;
  if (said === undefined) return undefined;
  const word =
    said.the
      .replace(/^the\s+/i, '')
      .split(/\s+/)
      .at(-1) ?? said.the;
  return { said: said.in, word };
}

const times = (text: string, word: string) =>
  (text.match(new RegExp(wholeWordSource(word), 'giu')) ?? []).length;

/** What a written story leaves out of the requirements, each said so a writer can fix it. */
export function missedRequirements(r: Requirements, title: string, content: string): string[] {
  const text = `${title}\n${content}`;
  const missed: string[] = [];
  for (const pet of r.pets) {
    const called = pet.name ?? pet.species;
    if (times(text, called) < 2)
      missed.push(`The pet ${called} must be named at least twice and do something.`);
  }
  for (const name of r.family)
    if (times(text, name.split(' ').at(-1) ?? name) < 1) missed.push(`${name} must take part in the story.`);
  if (r.twist !== undefined && r.twist.words.length > 0 && !r.twist.words.every((w) => times(text, w) > 0))
    missed.push(`The twist "${r.twist.text}" must be the premise of the story and come back at the end.`);
  if (r.interest !== undefined && !wordForms(r.interest.words).test(content))
    missed.push(
      `The child's interest (${r.interest.said}) must help solve the problem, named by its own word.`,
    );
  for (const hero of r.heroes ?? []) {
    if (times(content, hero.name) < 3)
      missed.push(
        `${hero.name} is one of the children of this story and must be named at least three times.`,
      );
    if (hero.interest !== undefined && !wordForms(hero.interest.words).test(content))
      missed.push(`${hero.name}'s interest (${hero.interest.said}) must play a part, named by its own word.`);
  }
  if (r.setting !== undefined && times(text, r.setting.word) < 1)
    missed.push(`The story must happen, or begin, ${r.setting.said}, as the parent asked.`);
  if (r.world !== undefined && !wordForms(r.world.words).test(content))
    missed.push(`The story must happen ${r.world.where}, as the theme asks.`);
  return missed;
}

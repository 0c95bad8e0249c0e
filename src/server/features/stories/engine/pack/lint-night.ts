import type { PackProblem, Places } from './load.js';
import type { TCastEntity, TText } from './schema.js';
import { allLines } from './text.js';
import type { RawPack } from './types.js';

/**
 * Two faults a panel of parents heard in stories that are told at bedtime (English pack words):
 * - the evening turned into day ("It was a warm afternoon", "in the last of the sunshine") and then
 *   pajamas and bed: the frame is a child at home in the evening, so no line told before the child
 *   is asleep says the time is daytime;
 * - a person who is not family (a lighthouse keeper, a girl from the farm) at the window at night,
 *   and the child following them out: whoever calls is a creature, a toy or a known family member.
 */

/**
 * Words that make the time of the story daytime: the afternoon, lunch and noon, a morning the
 * story is set in ("On a bright autumn morning", "The morning was bright"), sunshine the child
 * stands in and a high, warm sun. A morning that is over ("had been digging all morning") or still
 * to come ("pancakes in the morning") is said at bedtime too, and so is the low sun of a sunset.
 */
const DAYTIME = [
  /\b(?:afternoons?|(?:after|mid)?noon|midday|lunch(?:time)?)\b/i,
  /\b(?:on|it was) (?:a|an|the) (?:(?!all\b|this\b|that\b)[\w-]+,? ){0,3}mornings?\b/i,
  /\bone (?:(?!is\b)[\w-]+,? ){1,2}morning\b/i,
  /\bthe mornings? (?:was|sun|light|air)\b/i,
  /\bit was (?:a|an) (?:[\w-]+,? ){1,3}day\b/i,
  /\bmorning (?:sun|sunshine|light)\b/i,
  /\b(?:in|of) the (?:[\w-]+ )?sunshine\b/i,
  /\bsunny (?:day|morning|afternoon)\b/i,
  // A place lit by the sun, where the child stands tonight ("a sunny meadow").
  /\bsunny (?:spot|stones?|rock|beach|reef|meadow|evening|windowsills?|stretch|park|field|garden|clearing|glade|lawn)\b/i,
  /\bbright evening\b/i,
  /\bsun (?:was|is|stood|hung) (?:warm|hot|bright|high|overhead)\b/i,
  /\b(?:warm|hot|high|midday) sun\b/i,
];

/** People who are not family (a companion who is one says `human: true`). */
const PEOPLE =
  'boy|girl|man|men|woman|women|lady|gentleman|stranger|keeper|farmer|fisherm[ae]n|sailor|captain|baker|astronaut|postman|postwoman|neighbou?r|gardener|shepherd|miller|pilot';
const PERSON = new RegExp(`\\b(?:${PEOPLE})\\b`, 'i');
/** One brought in by the narration: "a kind lighthouse keeper", "a man with a cart". */
const INTRODUCED_PERSON = new RegExp(`\\b(?:a|an|some)\\s(?:[\\w'-]+\\s){0,2}?(${PEOPLE})\\b`, 'i');

/** A template as plain words: no variables, no markup, every alternative side by side. */
export const plain = (template: string): string =>
  template
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/[[\]|<>]/g, ' ')
    .replace(/\s+/g, ' ');

/** Every string inside a value (a Text, a plot, a world): each is a template. */
export function templatesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(templatesIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(templatesIn);
  return [];
}

/** The pack's lines told before the child is asleep, with the file each comes from. */
function eveningLines(pack: Partial<RawPack>): { file: string; template: string }[] {
  const from = (file: string, value: unknown) => templatesIn(value).map((template) => ({ file, template }));
  const { sleep: _sleep, ...frame } = pack.frame ?? {};
  return [
    ...(pack.plans ?? []).flatMap((p) => from(`plans/${p.id}.yaml`, p)),
    ...(pack.worlds ?? []).flatMap((w) => from(`worlds/${w.id}.yaml`, w)),
    ...from('frame.yaml', frame),
    ...from('shapes.yaml', pack.shapes),
    ...from('siblings.yaml', pack.siblings),
  ];
}

/** Where the bracket opened at `at` closes (brackets of both kinds nest). */
function closeOf(tpl: string, at: number): number {
  let depth = 0;
  for (let i = at; i < tpl.length; i++) {
    if (tpl[i] === '[' || tpl[i] === '<') depth++;
    else if ((tpl[i] === ']' || tpl[i] === '>') && --depth === 0) return i;
  }
  return tpl.length;
}

/** The top-level alternatives of a choice's body ("a|[b|c]" is "a" and "[b|c]"). */
function alternatives(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '[' || body[i] === '<') depth++;
    else if (body[i] === ']' || body[i] === '>') depth--;
    else if (body[i] === '|' && depth === 0) {
      out.push(body.slice(from, i));
      from = i + 1;
    }
  }
  return [...out, body.slice(from)];
}

/** The sentences a template can give (up to `cap` of them): "[a|b] c" is "a c" and "b c". */
export function tellings(tpl: string, cap = 400): string[] {
  const at = tpl.search(/[[<]/);
  if (at < 0) return [tpl];
  const end = closeOf(tpl, at);
  const body = tpl.slice(at + 1, end);
  const choices = tpl[at] === '<' ? [body, ''] : alternatives(body);
  const out: string[] = [];
  for (const c of choices) {
    if (out.length >= cap) break;
    out.push(...tellings(tpl.slice(0, at) + c + tpl.slice(end + 1), cap - out.length));
  }
  return out;
}

/** The daytime word a line says in any of its tellings ("afternoon", "in the bright sunshine"). */
export function daytimeWord(text: string): string | undefined {
  for (const telling of tellings(text)) {
    const words = plain(telling);
    const found = DAYTIME.map((re) => re.exec(words)?.[0]).find((w) => w !== undefined);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function daytimeProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  return eveningLines(pack).flatMap(({ file, template }) => {
    const found = daytimeWord(template);
    if (found === undefined) return [];
    return [
      {
        ...(places.get(template) ?? { file, line: 0 }),
        message: `"${found}": the story is told in the evening (the child goes to bed after it); say evening, dusk or twilight, or no time at all`,
      },
    ];
  });
}

/** A plot that starts at home: who may call the child out, and the lines they call in. */
export function strangerProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  const problems: PackProblem[] = [];
  const cast: TCastEntity[] = [
    ...(pack.worlds ?? []).flatMap((w) => w.cast),
    ...(pack.plans ?? []).flatMap((p) => p.new_cast),
  ];
  const byId = new Map(cast.map((e) => [e.id, e]));
  for (const e of cast)
    if (e.kind === 'companion' && e.human !== true && PERSON.test(plain(e.a)))
      problems.push({
        ...(places.get(e.a) ?? { file: e.id, line: 0 }),
        message: `${e.id}: a person: say \`human: true\` (a person never calls a child out at night)`,
      });
  for (const p of pack.plans ?? []) {
    if (p.meet !== 'home') continue;
    const people = (p.cast.companion ?? []).filter((id) => byId.get(id)?.human === true);
    if (people.length > 0)
      problems.push({
        file: `plans/${p.id}.yaml`,
        line: 0,
        message: `${p.id}: ${people.join(', ')} would call the child out of the house at night: a person who is not family never does; choose a creature or a toy, or meet them on arrival (meet: away)`,
      });
    const calls: (TText | undefined)[] = [p.opening, p.call, p.details.opening, p.details.call];
    const templates = new Set(
      calls.flatMap((t) => (t === undefined ? [] : allLines(t).map((l) => l.template))),
    );
    for (const template of templates) {
      // A person brought in by the narration ("a kind lighthouse keeper was at the window"), not
      // the companion's words ("I need a captain") nor a role the child plays ("Captain Mia").
      const narration = plain(template).replace(/"[^"]*"/g, ' ');
      const who = INTRODUCED_PERSON.exec(narration)?.[1];
      if (who !== undefined)
        problems.push({
          ...(places.get(template) ?? { file: `plans/${p.id}.yaml`, line: 0 }),
          message: `${p.id}: "${who}" in the call: no one who is not family calls a child out of the house at night (a creature, a toy or a family member does)`,
        });
    }
  }
  return problems;
}

/**
 * A plot whose opening puts the child at its place ("{Name} went to {place.a}") opens away from
 * home: it says `opens_away: true`, so the evening at home is told before it (tell/scenes.ts).
 * The home world's places are rooms of the house, and a dream's come after falling asleep.
 */
export function openingPlaceProblems(pack: Partial<RawPack>): PackProblem[] {
  return (pack.plans ?? [])
    .filter((p) => !p.opens_away && !p.worlds.some((w) => w === 'home' || w === 'dream'))
    .filter(
      (p) => p.opening !== undefined && allLines(p.opening).some((l) => l.template.includes('{place.a}')),
    )
    .map((p) => ({
      file: `plans/${p.id}.yaml`,
      line: 0,
      message: `${p.id}: the opening puts the child at {place.a}, away from home: say \`opens_away: true\` (the evening at home is told first)`,
    }));
}

/**
 * The child out of the house in a plot's opening ("{Name} lay on the grass", "skipped down the
 * lane") where the evening at home is told after it: the twentieth panel heard "Noor lay on the
 * grass, watching the clouds" and then "Noor was trotting round the bedroom". Such a plot opens at
 * home (the window, the step) or says `opens_away: true`.
 */
const CHILD_OUTDOORS =
  /\{Name\}(?: and [^.]{0,20})? (?:\[[^\]]*\]|lay|sat|stood|was|were|played|skipped|walked|hopped|wandered|ran|went)[^.!?]{0,40}\b(?:on the grass|in the (?:grass|meadow|field|park|orchard|farmyard)|on the (?:beach|sand|shore|hill)|down the lane|at the seaside|by the (?:pond|river|sea))/i;

export function openingOutdoorsProblems(pack: Partial<RawPack>): PackProblem[] {
  return (pack.plans ?? [])
    .filter((p) => !p.opens_away && !p.worlds.includes('dream'))
    .flatMap((p) =>
      (p.opening === undefined ? [] : allLines(p.opening))
        .filter((l) => CHILD_OUTDOORS.test(l.template))
        .map((l) => ({
          file: `plans/${p.id}.yaml`,
          line: 0,
          message: `${p.id}: the opening has the child out of the house ("${l.template.slice(0, 60)}…") before the evening at home: open at home, or say \`opens_away: true\``,
        })),
    );
}

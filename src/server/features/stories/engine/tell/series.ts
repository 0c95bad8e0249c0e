import type { StorySeriesChapter } from '../../writer/types.js';
import type { Pack } from '../pack/compile.js';
import type { TCastEntity, TPlan } from '../pack/schema.js';
import type { Rng } from '../prng.js';
import { wholeWordSource } from '../pack/text.js';
import { expand } from '../template.js';
import type { LineReq, Paragraph } from './scenes.js';
import type { VarMap } from './vars.js';

/**
 * A series chapter (issue 27): chapters 2+ open with "Last time, ..." naming the last chapter's
 * event; one arc of series.yaml runs through them (its setup at the end of chapter 1, a calm
 * "still to come" at bedtime in the middle chapters, its resolution in the last chapter only).
 * The lines are told whatever the length (priority 0).
 */
export type SeriesArc = Pack['series']['arcs'][number];

/** When the last chapter's event is not known (an LLM wrote it): still a true "last time". */
const SOME_EVENT = 'had a lovely adventure together';

export function seriesArc(pack: Pack, series: StorySeriesChapter, rng: Rng): SeriesArc {
  const arcs = pack.series.arcs;
  return arcs.find((a) => a.id === series.keep?.arc) ?? rng.pick(arcs);
}

const req = (text: LineReq['text'], role: string, vars?: Record<string, string>): LineReq => ({
  text,
  role,
  priority: 0,
  ...(vars === undefined ? {} : { vars }),
});

/** Before the paragraph's last line (the bedtime paragraph ends with sleep). */
function beforeLast(p: Paragraph, line: LineReq): void {
  p.lines.splice(Math.max(0, p.lines.length - 1), 0, line);
}

/** The event says the companion by its name or its kind ("the kind owl", "Pip", "the owl"). */
function namesCompanion(event: string, companion: TCastEntity | undefined): boolean {
  if (companion === undefined) return false;
  const said = (words: string) => words !== '' && new RegExp(wholeWordSource(words), 'iu').test(event);
  return said(companion.the.replace(/^the\s+/i, '')) || said(companion.noun);
}

/** Puts the chapter's series lines in the story's paragraphs (in place). */
export function addSeriesLines(
  paragraphs: Paragraph[],
  series: StorySeriesChapter,
  arc: SeriesArc,
  pack: Pack,
): void {
  const first = paragraphs[0];
  const home = paragraphs.find((p) => p.kind === 'home');
  const bedtime = paragraphs.find((p) => p.kind === 'bedtime') ?? paragraphs.at(-1);
  const atHome = (line: LineReq) => {
    if (home !== undefined) home.lines.push(line);
    else if (bedtime !== undefined) beforeLast(bedtime, line);
  };
  const lastChapter = series.chapter >= series.chapters;
  if (series.chapter > 1 && first !== undefined) {
    const last = series.lastEvent ?? SOME_EVENT;
    // "Mia and the kind owl helped the kind owl get warm" was refused as a line, and the chapter
    // lost its recap (CI heard it): an event that names the companion is told after the child alone.
    const recap = namesCompanion(last, series.keep?.companion) ? pack.series.recap_alone : pack.series.recap;
    first.lines.unshift(req(recap, 'series.recap', { last }));
  }
  if (series.chapter === 1) atHome(req(arc.setup, 'series.setup'));
  else if (lastChapter) atHome(req(arc.resolution, 'series.resolution'));
  else if (bedtime !== undefined) beforeLast(bedtime, req(arc.still, 'series.still'));
}

/** This chapter's event, for the next chapter's recap ("helped the star lantern shine again"). */
export function seriesEvent(pack: Pack, plan: TPlan, vars: VarMap, rng: Rng): string {
  const events = pack.series.events[plan.kind] ?? [];
  if (events.length === 0) return SOME_EVENT;
  return expand(rng.pick(events), { rng, vars, rich: 0 }).replace(/\s+/g, ' ').trim();
}

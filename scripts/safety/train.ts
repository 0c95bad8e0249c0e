import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { storyRequests } from '../../tests/support/story-requests.js';
import { sentencesOf } from '../../src/server/features/stories/engine/grammar/lint.js';
import { writeLocalStory } from '../../src/server/features/stories/engine/index.js';
import { scoreFeatures, type Model } from '../../src/server/features/stories/safety/classifier.js';
import { features } from '../../src/server/features/stories/safety/features.js';

/**
 * `npx tsx scripts/safety/train.ts`: trains the safety classifier (logistic regression, L2) and
 * writes src/server/features/stories/safety/model.json.
 * - scary and innocent sentences written for training (scripts/safety/training/*.yaml);
 * - the tuning passages (tests/fixtures/safety/passages-tune.yaml), which the tests measure;
 * - sentences of 1,500 stories of the local engine, all innocent (so the check never refuses
 *   the engine's own calm prose).
 * The held-out passages (passages-holdout.yaml) are never read here: they measure how the
 * check does on wording it has not seen.
 */
interface Example {
  text: string;
  scary: boolean;
}

function fromYaml(path: string): Example[] {
  const entries = parse(readFileSync(path, 'utf8')) as { text: string; verdict: string; minAge?: number }[];
  // A passage fine from some age is scary for the young: the model learns the strict reading.
  return entries.map((e) => ({ text: e.text, scary: e.verdict === 'scary' }));
}

function engineSentences(count: number): Example[] {
  const seen = new Set<string>();
  for (const input of storyRequests(count, 700_001))
    for (const s of sentencesOf(writeLocalStory(input).content)) seen.add(s);
  return [...seen].map((text) => ({ text, scary: false }));
}

const dir = 'scripts/safety/training';
const written = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => fromYaml(`${dir}/${f}`));
const tune = fromYaml('tests/fixtures/safety/passages-tune.yaml');
const engine = engineSentences(Number(process.env.ENGINE_STORIES ?? 1500));
const examples = [...written, ...tune, ...engine];
const data = examples.map((e) => ({ feats: features(e.text), y: e.scary ? 1 : 0 }));
const scary = data.filter((d) => d.y === 1).length;
// Each class weighs the same in total, whatever their counts.
const classWeight = [data.length / (2 * (data.length - scary)), data.length / (2 * scary)];

const weights: Record<string, number> = {};
const EPOCHS = Number(process.env.EPOCHS ?? 40);
const L2 = Number(process.env.L2 ?? 1e-4);
let rate = 0.2;
let seed = 12345;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  const order = data.map((_, i) => i).sort(() => random() - 0.5);
  for (const i of order) {
    const d = data[i] as (typeof data)[number];
    const p = scoreFeatures(d.feats, weights);
    const g = (p - d.y) * (classWeight[d.y] as number);
    for (const f of d.feats) weights[f] = (weights[f] ?? 0) * (1 - rate * L2) - rate * g;
  }
  rate *= 0.92;
}
// Weights too small to matter are left out of the file.
const kept: Record<string, number> = {};
for (const [f, w] of Object.entries(weights)) if (Math.abs(w) >= 0.01) kept[f] = Math.round(w * 1000) / 1000;
const model: Model = {
  trainedOn: `${written.length} written sentences, ${tune.length} tuning passages, ${engine.length} engine sentences; ${EPOCHS} epochs, L2 ${L2}`,
  weights: kept,
};
writeFileSync('src/server/features/stories/safety/model.json', `${JSON.stringify(model)}\n`);
const accuracy =
  data.filter((d) => (scoreFeatures(d.feats, kept) >= 0.5 ? 1 : 0) === d.y).length / data.length;
process.stdout.write(
  `${model.trainedOn}\nfeatures ${Object.keys(kept).length}, training accuracy ${(accuracy * 100).toFixed(1)}%\n`,
);

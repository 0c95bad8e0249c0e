import { PLANS } from '../../src/server/features/stories/engine/plans/index.js';
for (const p of PLANS) {
  const text = JSON.stringify(p.beats);
  const hits = text.match(/\b(missing|gone missing|went missing|lost|cannot find|can't find|could not find|couldn't find|nowhere to be (found|seen)|wander(ed)? off|find (the|its|their|her|his) way|the way home|way back|search(ed|ing)?|looked everywhere|disappeared|vanished)\b/gi);
  console.log(p.id, p.problem, p.tags.includes('lost') ? 'LOST' : '-', [...new Set((hits ?? []).map((h) => h.toLowerCase()))].join(','));
}

import type { TDailyStory } from '../../../../shared/daily';

/** View Full (spec §2): the whole story in a new window, built from text nodes (never as HTML). */
export function openFullStory(story: TDailyStory): void {
  const win = window.open('', '_blank');
  if (!win) return; // a blocked pop-up: nothing to show into
  const doc = win.document;
  doc.title = story.title;
  const heading = doc.createElement('h1');
  heading.textContent = story.title;
  doc.body.append(heading);
  for (const paragraph of story.content.split('\n').filter((p) => p.trim() !== '')) {
    const p = doc.createElement('p');
    p.textContent = paragraph;
    doc.body.append(p);
  }
  doc.body.style.cssText =
    'font: 18px/1.6 Georgia, serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem;';
}

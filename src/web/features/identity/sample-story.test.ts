import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TSampleStory } from '../../../shared/front-door';
import { FrontDoor } from './FrontDoor';
import { storyParagraphs, visibleParagraphs } from './sample-story';

const SAMPLE: TSampleStory = {
  title: 'Luna and the Quiet Clock',
  content: 'The house was still.\n\nA sleepy owl tapped on the window.\n\n\nLuna slept.',
  wordCount: 12,
  readingTime: 1,
};

describe('the sample story on the front door', () => {
  it('splits paragraphs as the reader does, skipping blank lines', () => {
    expect(storyParagraphs(SAMPLE.content)).toEqual([
      'The house was still.',
      'A sleepy owl tapped on the window.',
      'Luna slept.',
    ]);
  });

  it('shows the first paragraph until opened, then all of them', () => {
    const all = storyParagraphs(SAMPLE.content);
    expect(visibleParagraphs(all, false)).toEqual(['The house was still.']);
    expect(visibleParagraphs(all, true)).toEqual(all);
    expect(visibleParagraphs([], false)).toEqual([]);
  });

  it('renders a plans link, the title, the first paragraph and a "Read the whole story" button', () => {
    const client = new QueryClient();
    client.setQueryData(['front-door', 'sample-story'], SAMPLE);
    const html = renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client },
        createElement(MemoryRouter, null, createElement(FrontDoor)),
      ),
    );
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('Luna and the Quiet Clock');
    expect(html).toContain('The house was still.');
    expect(html).not.toContain('Luna slept.');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>[\s\S]*Read the whole story/);
  });
});

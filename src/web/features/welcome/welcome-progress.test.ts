import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WelcomeProgress } from './WelcomeProgress';

/** The text a screen reader reaches: the markup without anything under aria-hidden="true". */
function spoken(html: string): string {
  return html
    .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('WelcomeProgress (each step announced once)', () => {
  it.each([1, 2])('step %i of 2 is read once, and no other step', (step) => {
    const html = renderToStaticMarkup(createElement(WelcomeProgress, { step, total: 2 }));
    expect(spoken(html)).toBe(`Step ${step} of 2`);
    expect(html).toContain('aria-label="Getting started"');
  });

  it('still draws a dot per step, lit up to the current one', () => {
    const html = renderToStaticMarkup(createElement(WelcomeProgress, { step: 1, total: 2 }));
    expect(html.match(/welcome__dot--on/g)).toHaveLength(1);
    expect(html.match(/class="welcome__dot/g)).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape.js';

describe('escapeHtml', () => {
  it('escapes what can break out of text or a quoted attribute, and only that', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
    expect(escapeHtml('Mia’s moon — ☾ 🌙')).toBe('Mia’s moon — ☾ 🌙');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

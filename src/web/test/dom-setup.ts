/**
 * Component tests run in jsdom (a `// @vitest-environment jsdom` line at the top of each
 * *.test.tsx). jsdom has <dialog> but not its modal methods: these do what the browser does to
 * the `open` attribute, which is all the components read.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined' && typeof HTMLDialogElement !== 'undefined') {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  afterEach(() => cleanup());
}

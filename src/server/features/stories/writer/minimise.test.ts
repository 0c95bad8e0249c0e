import { describe, expect, it } from 'vitest';
import { minimiseText } from './minimise.js';

describe('what an outside writer is told of the notes', () => {
  it.each([
    ['She is starting at a new school next week.', 'She is starting at a new school next week.'],
    ["She starts at St Anne's Primary School on Monday.", 'She starts at school on Monday.'],
    ['He is in class 3C with Mrs Patel.', 'He is with Mrs Patel.'],
    ['We live at 22 Acacia Avenue, Leeds LS6 2AB.', ''],
    ['Her dad is in prison.', ''],
    ['Her dad is in prison and she misses him.', 'misses dad.'],
    ['Mummy and Daddy are getting divorced.', ''],
    ['He has autism and hates loud noises.', ''],
    ['She was in hospital last month.', ''],
    ['Our cat Pepper sleeps on her bed.', 'Our cat Pepper sleeps on her bed.'],
    [
      'She loves the tennis court and wants to be a police officer.',
      'She loves the tennis court and wants to be a police officer.',
    ],
  ])('%s', (notes, told) => {
    expect(minimiseText(notes)).toBe(told);
  });

  it('keeps the sentences a story can use and drops only the others', () => {
    expect(
      minimiseText('Our dog is called Biscuit. She has asthma. Grandma moved away and she misses her.'),
    ).toBe('Our dog is called Biscuit. Grandma moved away and she misses her.');
  });
});

import { availableParallelism, getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createWorkerPool } from './pool.js';

/** The test process's own nice value, before any worker starts. */
const processNice = getPriority();

interface WorkerPriority {
  nice: number;
  threadId: number;
}

describe('the narration worker pool', () => {
  it('runs the offline voice at the lowest priority, so requests on the same core come first (issue 31)', async () => {
    const pool = createWorkerPool(1);
    try {
      // The worker's own nice value (on Linux each thread has its own)...
      expect((await pool.run<WorkerPriority>('priority', null)).nice).toBe(19);
      // ...and not the process's: the thread that answers requests keeps its priority.
      expect(getPriority()).toBe(processNice);
    } finally {
      await pool.close();
    }
  });

  it('starts no more workers than the cores the process may use', async () => {
    const pool = createWorkerPool(8);
    try {
      // Eight asks at once: the pool starts a worker for each while it may.
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => pool.run<WorkerPriority>('priority', null)),
      );
      const workers = new Set(answers.map((a) => a.threadId)).size;
      expect(workers).toBe(Math.min(8, availableParallelism()));
    } finally {
      await pool.close();
    }
  });
});

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** What a worker does: speak, encode, or say which thread it is and its priority (its nice value). */
export type WorkerTask = 'synth' | 'encode' | 'priority';

interface Task {
  task: WorkerTask;
  input: unknown;
  transfer: ArrayBuffer[];
  pending: Pending;
}

interface Slot {
  worker: Worker;
  busy: boolean;
  current?: { id: number; pending: Pending };
}

export interface WorkerPool {
  run<T>(task: WorkerTask, input: unknown, transfer?: ArrayBuffer[]): Promise<T>;
  close(): Promise<void>;
}

/**
 * A small pool of narration workers, started lazily and kept warm (compiling Flite costs ~0.5 s).
 * A worker that dies fails its task and is replaced on the next run. Never more workers than the
 * cores this process may run on, read when a worker starts (a server pinned to one core, or in a
 * one-CPU cpuset, gains nothing from a second voice but its ~50 MB).
 */
export function createWorkerPool(size: number, onSpawn?: (worker: Worker) => void): WorkerPool {
  const url = new URL('./flite-worker.mjs', import.meta.url);
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(url), busy: false };
    onSpawn?.(slot.worker);
    slot.worker.unref();
    slot.worker.on('message', (msg: { id: number; result?: unknown; error?: string }) => {
      const current = slot.current;
      if (!current || current.id !== msg.id) return;
      slot.current = undefined;
      slot.busy = false;
      slot.worker.unref(); // an idle pool never keeps the process alive
      if (msg.error !== undefined) current.pending.reject(new Error(msg.error));
      else current.pending.resolve(msg.result);
      pump();
    });
    const fail = (err: Error) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.current?.pending.reject(err);
      slot.current = undefined;
      if (!closed) pump();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => fail(new Error(`narration worker exited (${code})`)));
    slots.push(slot);
    return slot;
  }

  function pump() {
    while (queue.length > 0) {
      const limit = Math.max(1, Math.min(size, availableParallelism()));
      const slot = slots.find((s) => !s.busy) ?? (slots.length < limit ? spawn() : undefined);
      if (!slot) return;
      const next = queue.shift();
      if (!next) return;
      const id = nextId++;
      slot.busy = true;
      slot.current = { id, pending: next.pending };
      slot.worker.ref(); // a task in flight does
      slot.worker.postMessage({ id, task: next.task, input: next.input }, next.transfer);
    }
  }

  return {
    run<T>(task: WorkerTask, input: unknown, transfer: ArrayBuffer[] = []) {
      if (closed) return Promise.reject(new Error('narration pool closed'));
      return new Promise<T>((resolve, reject) => {
        queue.push({ task, input, transfer, pending: { resolve: (v) => resolve(v as T), reject } });
        pump();
      });
    },
    async close() {
      closed = true;
      const all = slots.splice(0);
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}

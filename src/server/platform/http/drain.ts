/**
 * Set once a stop signal came: the server still answers, but tells balancers and clients to go
 * (health answers 503 and every answer closes its connection: request-frame.ts).
 */
export interface DrainState {
  readonly draining: boolean;
  start(): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start: () => {
      draining = true;
    },
  };
}

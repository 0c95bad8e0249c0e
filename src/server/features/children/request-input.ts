// Moved to platform/http/input.ts (children and stories both use it); kept so imports of the old path still work.
export { isUuid, parseInput } from '../../platform/http/input.js';

import { engineBench } from './scripts/bench/engine.js';
console.log(JSON.stringify(engineBench(), null, 1));

import type { z } from 'zod';
import type {
  TCastEntity,
  TCharacter,
  TFamily,
  TFrame,
  TInterest,
  TLearning,
  TPet,
  TPlan,
  TSetting,
  TSeries,
  TShapes,
  TSiblings,
  TTheme,
  TTrait,
  TTwists,
  TWorld,
  TWorry,
  TWords,
  ZPackInfo,
} from './schema.js';

/** A pack's files as validated, before the engine indexes them (see pack.ts). */
export interface RawPack {
  info: z.infer<typeof ZPackInfo>;
  frame: TFrame;
  worlds: TWorld[];
  plans: TPlan[];
  interests: TInterest[];
  characters: TCharacter[];
  traits: TTrait[];
  pets: TPet[];
  family: TFamily;
  worries: TWorry[];
  twists: TTwists;
  learning: TLearning[];
  settings: TSetting[];
  themes: TTheme[];
  siblings: TSiblings;
  series: TSeries;
  shapes: TShapes;
  words: TWords;
}

export type { TCastEntity, TPlan, TWorld };

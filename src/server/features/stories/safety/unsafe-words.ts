/**
 * Words no bedtime story may contain, by category. Matched as whole words (plus simple
 * plurals), so innocent words that merely contain them ("skill", "class", "grass",
 * "assistant", "heroine", "hello") are never flagged. Words that are innocent in common
 * children's phrases ("shooting star", "pillow fight", "fruit punch", "garden weeds") are
 * deliberately left out; inflected forms are listed explicitly.
 */
export const UNSAFE_WORDS = {
  violence: [
    'kill', 'kills', 'killed', 'killing', 'killer', 'murder', 'murdered', 'murderer', 'stab',
    'stabbed', 'stabbing', 'strangle', 'strangled', 'torture', 'tortured', 'massacre',
    'slaughter', 'slaughtered', 'behead', 'beheaded', 'decapitate', 'decapitated', 'assault',
    'assaulted', 'bloodbath', 'bludgeon', 'maim', 'maimed', 'mutilate', 'mutilated', 'abuse',
    'abused', 'kidnap', 'kidnapped', 'execute', 'executed', 'execution', 'terrorist',
  ],
  gore: ['blood', 'bloody', 'bleeding', 'gore', 'gory', 'guts', 'entrails', 'severed', 'corpse', 'carcass'],
  weapons: [
    'gun', 'guns', 'gunfire', 'gunshot', 'pistol', 'rifle', 'shotgun', 'bullet', 'bomb',
    'grenade', 'explosive', 'knife', 'knives', 'dagger', 'machete', 'sword', 'weapon', 'ammo',
    'ammunition',
  ],
  death: [
    'dead', 'death', 'die', 'dies', 'died', 'dying', 'deceased', 'funeral', 'passed away',
    'coffin', 'graveyard', 'cemetery',
  ],
  drugs: [
    'drug', 'drugs', 'cocaine', 'heroin', 'meth', 'marijuana', 'cannabis', 'overdose', 'alcohol',
    'beer', 'wine', 'vodka', 'whiskey', 'whisky', 'rum', 'drunk', 'cigarette', 'cigar', 'vape',
    'tobacco',
  ],
  sexual: [
    'sex', 'sexy', 'sexual', 'naked', 'nude', 'porn', 'pornography', 'erotic', 'orgasm',
    'seduce', 'seductive', 'lust', 'breasts', 'penis', 'vagina', 'prostitute',
  ],
  profanity: [
    'fuck', 'fucking', 'shit', 'bullshit', 'damn', 'goddamn', 'hell', 'bitch', 'bastard', 'crap',
    'ass', 'asshole', 'piss', 'pissed', 'slut', 'whore', 'cunt', 'wtf', 'stfu', 'stupid', 'idiot',
  ],
  selfHarm: ['suicide', 'suicidal', 'self-harm', 'self harm', 'kill yourself', 'hang yourself'],
  horror: [
    'horror', 'horrifying', 'horrific', 'terrifying', 'terror', 'gruesome', 'creepy', 'zombie',
    'demon', 'demonic', 'satan', 'nightmare', 'haunted', 'bloodcurdling', 'possessed',
  ],
} as const;

export type TUnsafeCategory = keyof typeof UNSAFE_WORDS;

export const ALL_UNSAFE_WORDS: readonly string[] = Object.values(UNSAFE_WORDS).flat();

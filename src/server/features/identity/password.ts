import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default algorithm) with OWASP's minimum memory cost; ~10 ms here.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a crash
  }
}

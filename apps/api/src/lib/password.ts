import { hash, verify } from "@node-rs/argon2";

// NOTE: OWASP Password Storage Cheat Sheet, argon2id minimum: m=19 MiB, t=2, p=1.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** Whether the password matches; a stored value that is not an argon2 hash matches nothing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

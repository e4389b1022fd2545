import { hash, verify } from "@node-rs/argon2";
import { BACKGROUND_SLOTS, createSlots } from "./slots.ts";

// NOTE: OWASP Password Storage Cheat Sheet, argon2id minimum: m=19 MiB, t=2, p=1.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2 runs on libuv's threads, four by default: ten people logging in at once would take both
 * cores of a small server from the event loop. At most one hash per core but one, the rest queue.
 */
export const passwordSlots = createSlots(BACKGROUND_SLOTS);

export function hashPassword(password: string): Promise<string> {
  return passwordSlots.run(() => hash(password, ARGON2ID));
}

/**
 * Whether the password matches; a stored value that is not an argon2 hash matches nothing.
 * `signal`: the request's, so a client that left while its check waited for a slot costs no
 * hash (it rejects with the signal's reason).
 */
export async function verifyPassword(
  passwordHash: string,
  password: string,
  signal?: AbortSignal,
): Promise<boolean> {
  signal?.throwIfAborted();
  try {
    return await passwordSlots.run(() => verify(passwordHash, password), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

import type { Database } from "../../db/client.ts";
import { issueToken } from "../../core/sessions.ts";
import { type ThrottleRule, clearHits, recordHit, retryAfterSeconds } from "../../core/throttle.ts";
import { type UserRow, findUserByEmail, findUserFiles } from "../../core/users.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import type { Device } from "../../lib/user-agent.ts";

/** Five failed logins per minute for one email from one client address (issue 4). */
const LOGIN_THROTTLE: ThrottleRule = { limit: 5, windowMs: 60_000 };

// A real argon2id hash of a random password: verifying against it costs what a real check
// costs, so an unknown email cannot be told from a wrong password by timing. Made on first use,
// not at start-up.
let unknownUserHash: Promise<string> | undefined;
const hashForUnknownUser = () => (unknownUserHash ??= hashPassword(crypto.randomUUID()));

type LoginOutcome =
  | { outcome: "throttled"; retryAfter: number }
  | { outcome: "invalid" }
  | { outcome: "disabled" }
  | {
      outcome: "in";
      user: UserRow;
      files: Awaited<ReturnType<typeof findUserFiles>>;
      token: string;
    };

/**
 * A login: throttled per email and client address, the password checked at the same cost
 * whether the account exists or not; a failure counts towards the throttle, a success clears
 * it. A disabled account is said only after the right password.
 */
export async function logIn(
  db: Database,
  attempt: { email: string; password: string; client: string; device: Device; signal: AbortSignal },
): Promise<LoginOutcome> {
  const key = `login:${attempt.email}|${attempt.client}`;
  const retryAfter = await retryAfterSeconds(db, key, LOGIN_THROTTLE);
  if (retryAfter > 0) return { outcome: "throttled", retryAfter };

  const user = await findUserByEmail(db, attempt.email);
  const isValid = await verifyPassword(
    user?.passwordHash ?? (await hashForUnknownUser()),
    attempt.password,
    attempt.signal,
  );
  if (!user || !isValid) {
    await recordHit(db, key);
    return { outcome: "invalid" };
  }
  await clearHits(db, key);
  if (user.disabledAt) return { outcome: "disabled" };
  const [token, files] = await Promise.all([
    issueToken(db, user.id, attempt.device),
    findUserFiles(db, user.id),
  ]);
  return { outcome: "in", user, files, token };
}

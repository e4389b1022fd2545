import { useLingui } from "@lingui/react/macro";
import type { Actor } from "@rawaq/domain/user";

export interface ActorNameProps {
  /** Who did or wrote something, as the records show them (`ActorSchema`, or a reply's author). */
  actor: Pick<Actor, "name" | "deleted">;
}

/**
 * The name of whoever did or wrote something, or, once their account is deleted (issue 31),
 * "Deleted account" with the pseudonym the audit log keeps (8 hex digits) when there is one.
 */
export function ActorName({ actor }: ActorNameProps) {
  const { t } = useLingui();
  if (!actor.deleted) return <bdi>{actor.name}</bdi>;
  const pseudonym = actor.name;
  return (
    <span data-state="deleted" className="text-slate-600 italic">
      {pseudonym
        ? t({ context: "account", message: `Deleted account ${pseudonym}` })
        : t({ context: "account", message: "Deleted account" })}
    </span>
  );
}

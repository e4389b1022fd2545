import { Hono } from "hono";
import { requireMembership, requireUser } from "../../core/access.ts";
import { houseTasks, taskFair } from "../../core/deadlines.ts";
import type { AppEnv } from "../../http/context.ts";

/**
 * `/api/tasks`: the caller's house's task list for its fair (issue 32): each deadline set, what
 * is left of its step, and whether it is overdue.
 */
export const taskRoutes = new Hono<AppEnv>()
  .use(requireUser, requireMembership)
  .get("/", async (c) => {
    const house = c.var.membership.organization.id;
    const now = c.var.clock.now();
    const fair = await taskFair(c.var.db, house, now);
    if (!fair) return c.json({ data: { event: null, tasks: [] } });
    return c.json({
      data: {
        event: { id: fair.id, name: { ar: fair.name_ar, en: fair.name_en } },
        tasks: await houseTasks(c.var.db, fair.id, house, now),
      },
    });
  });

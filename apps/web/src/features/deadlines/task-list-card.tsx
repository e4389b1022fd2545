import { plural } from "@lingui/core/macro";
import { localized } from "@rawaq/domain/bilingual";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Task } from "@rawaq/domain/deadlines";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { TaskList, type TaskItem } from "@rawaq/ui/task-list";
import { Link } from "react-router-dom";
import useSWR from "swr";
import { DataPending } from "../../components/load-state.tsx";
import { api } from "../../lib/api.ts";
import { useDeadlineNames } from "./deadline-names.ts";

/** The house's task list for its fair (issue 32). */
function useTasks() {
  return useSWR("tasks", async () => (await api.deadlines.getTasks()).data);
}

/**
 * The fair's deadlines as the house's tasks: each step's last day, what remains and a link to
 * it; overdue tasks first and marked. Nothing when the fair has set no deadline.
 */
export function TaskListCard() {
  const { i18n } = useLingui();
  const { data, error, mutate } = useTasks();
  if (data && data.tasks.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="tasks-title">
      <CardHeader>
        <CardTitle id="tasks-title">
          <Trans>Deadlines</Trans>
        </CardTitle>
        {data?.event ? (
          <CardDescription>
            <bdi>{localized(data.event.name, i18n.locale)}</bdi>
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardBody>
        {data ? (
          <Tasks tasks={data.tasks} />
        ) : (
          <DataPending error={error} onRetry={() => void mutate()} className="h-24" />
        )}
      </CardBody>
    </Card>
  );
}

function Tasks({ tasks }: { tasks: Task[] }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const names = useDeadlineNames();
  // Overdue first, then by day: what needs doing soonest reads first.
  const ordered = [...tasks].sort(
    (a, b) => (b.overdue ? 1 : 0) - (a.overdue ? 1 : 0) || a.due_on.localeCompare(b.due_on),
  );
  const state = (task: Task) =>
    task.done
      ? t({ message: "Done", context: "task" })
      : task.overdue
        ? t`${plural(-task.days_left, { one: "Overdue by # day", other: "Overdue by # days" })}`
        : task.days_left === 0
          ? t`Today is the last day`
          : t`${plural(task.days_left, { one: "# day to go", other: "# days to go" })}`;
  const items: TaskItem[] = ordered.map((task) => ({
    key: task.deadline,
    name: names[task.deadline].name,
    // A done task has nothing more to do: its name is not a link.
    href: task.done ? undefined : `/${locale}${names[task.deadline].path}`,
    due: (
      <Trans>
        Last day: <time dateTime={task.due_on}>{formatDate(task.due_on, locale)}</time>
      </Trans>
    ),
    state: task.done ? "done" : task.overdue ? "overdue" : "open",
    stateLabel: state(task),
  }));
  return <TaskList items={items} renderLink={(to, children) => <Link to={to}>{children}</Link>} />;
}

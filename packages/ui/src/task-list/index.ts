export { TaskList } from "./task-list.tsx";
export type { TaskItem, TaskListProps, TaskState } from "./task-list.tsx";

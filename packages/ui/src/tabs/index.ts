export { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";
export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from "./tabs.tsx";

export declare const TASKS: Record<"serve" | "check", string>;
export declare function readTask(argv: readonly string[]): { task: string } | { usage: string };
export declare function pinnedVersions(
  nvmrcText: string,
  packageJson: { packageManager?: string } | undefined,
): { nodeMajor: number; pnpm: string };
export declare function isRuntimeReady(
  found: { node: string; pnpm: string },
  pinned: { nodeMajor: number; pnpm: string },
): boolean;
export declare function installFingerprint(
  root: string,
  pinned: { nodeMajor: number; pnpm: string },
): string | undefined;
export declare const INSTALL_STAMP: string;

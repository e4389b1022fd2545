export { FileDrop, formatFileSize, isAcceptedType } from "./file-drop.tsx";
export type { FileDropProps, FileDropState } from "./file-drop.tsx";

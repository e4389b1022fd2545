export { Dialog, DialogClose } from "./dialog.tsx";
export type { DialogProps, DialogSize } from "./dialog.tsx";

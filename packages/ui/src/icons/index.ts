export {
  ArrowBackIcon,
  ArrowForwardIcon,
  BellIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  CollapseIcon,
  DownloadIcon,
  ErrorIcon,
  FileIcon,
  MenuCloseIcon,
  MenuIcon,
} from "./icons.tsx";
export type { IconProps } from "./icons.tsx";

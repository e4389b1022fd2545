// NOTE: the Lingui macro plugin looks for its config from the app's folder (shared/STACK.md).
export { default } from "../../packages/i18n/lingui.config.ts";

import { setupI18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { messages as ar } from "@rawaq/i18n/catalogs/ar";
import { messages as en } from "@rawaq/i18n/catalogs/en";
import { INTL_LOCALES } from "@rawaq/i18n/locales";

const i18n = setupI18n({ messages: { ar, en } });

/**
 * What the app shows for an English source text (or an explicit id) in a locale, from the compiled catalogs the app
 * itself ships: the tests read the screen in both languages without a second copy of the words.
 * Fails loudly when a text is not in the catalog, so a renamed label cannot pass silently.
 */
export function tr(
  locale: "ar" | "en",
  source: string,
  values?: Record<string, unknown>,
  context?: string,
): string {
  // The API's messages are named by their explicit ids ("api.user_updated").
  const id = source in ar && !context ? source : generateMessageId(source, context);
  if (!(id in ar)) throw new Error(`Not in the catalog: "${source}"`);
  i18n.activate(locale, INTL_LOCALES[locale]);
  return i18n._(id, values);
}

import type { I18n } from "@lingui/core";
import type { DatabaseKind } from "@rawaq/domain/health";
import type { Locale } from "@rawaq/i18n/locales";
import type { Database } from "../db/client.ts";
import type { UserRow } from "../features/auth/users.ts";
import type { FileStore } from "../storage/file-store.ts";

/** What every request handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    db: Database;
    databaseKind: DatabaseKind;
    locale: Locale;
    i18n: I18n;
    fileStore: FileStore;
    /** Set by `requireUser`; present on every route behind it. */
    user: UserRow;
    /** The bearer token the request came with, for logout. */
    token: string;
  };
}

/** The web app's public settings; the only module that reads import.meta.env. */
export const env = {
  /** Public setting for the API base URL (spec §7); same origin by default. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || "/api",
  buildId: import.meta.env.VITE_BUILD_ID as string,
} as const;

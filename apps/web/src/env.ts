/** The web app's public settings; the only module that reads import.meta.env. */
export const env = {
  /** Public setting for the API base URL (spec §7); same origin by default. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || "/api",
  buildId: import.meta.env.VITE_BUILD_ID as string,
  /** Public setting for the maps service; without it, address fields stay plain inputs. */
  mapsApiKey: (import.meta.env.VITE_MAPS_API_KEY as string | undefined) || undefined,
} as const;

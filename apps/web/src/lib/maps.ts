/**
 * Loads the maps service script once, with the places library and a load callback (spec §1, §7).
 * Without a key (the public setting VITE_MAPS_API_KEY) it resolves to null and the features that
 * would use it keep plain inputs.
 */
const CALLBACK_NAME = "__rawaqMapsLoaded";
let loading: Promise<unknown> | null = null;

export function mapsScriptUrl(apiKey: string, language: string): string {
  const params = new URLSearchParams({
    key: apiKey,
    libraries: "places",
    callback: CALLBACK_NAME,
    language,
    loading: "async",
  });
  return `https://maps.googleapis.com/maps/api/js?${params}`;
}

export function loadMaps(apiKey: string | undefined, language: string): Promise<unknown> {
  if (!apiKey) return Promise.resolve(null);
  loading ??= new Promise((resolve, reject) => {
    const callbacks = window as unknown as Record<string, unknown>;
    callbacks[CALLBACK_NAME] = () => resolve((window as unknown as { google?: unknown }).google);
    const script = document.createElement("script");
    script.src = mapsScriptUrl(apiKey, language);
    script.async = true;
    script.addEventListener("error", () => {
      loading = null;
      reject(new Error("The maps service could not be loaded."));
    });
    document.head.append(script);
  });
  return loading;
}

/** A device as people name it: the browser and the operating system, or null when unknown. */
export interface Device {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chromium and headless
// Chrome say "Chrome" too (or only "HeadlessChrome", where "\bChrome" finds nothing), Chrome
// also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera|OPiOS)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\bHeadlessChrome\//, "Headless Chrome"],
  [/\bChromium\//, "Chromium"],
  [/\b(Chrome|CriOS)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// iPads that ask for desktop sites say "Macintosh"; nothing in the string tells them apart.
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, "iOS"],
  [/\biPad\b/, "iPadOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\b(Macintosh|Mac OS X)\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome" on "Linux" from a User-Agent header; names only, each language words the rest. */
export function describeDevice(userAgent: string | undefined): Device {
  const text = (userAgent ?? "").slice(0, 512);
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null,
  };
}

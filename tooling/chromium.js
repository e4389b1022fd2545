// Debian's Chromium, launched the way this machine allows (shared/STACK.md): no browser download,
// no background network, no sandbox as root. Used by every browser test runner of the repo.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

import { useEffect, useState } from "react";
import { FLAG_LOADERS } from "./flag-loaders.ts";
import type { CountryCode } from "./phone-number.ts";

// Loaded flags as data URLs, shared by every instance: reopening the list shows them at once.
const loaded = new Map<CountryCode, string>();
const pending = new Map<CountryCode, Promise<string>>();

function loadFlag(code: CountryCode): Promise<string> {
  const ready = loaded.get(code);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(code);
  if (!promise) {
    const loader = FLAG_LOADERS[code];
    promise = loader
      ? loader().then(({ default: svg }) => {
          const src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
          loaded.set(code, src);
          return src;
        })
      : Promise.reject(new Error(`No flag for ${code}`));
    pending.set(code, promise);
  }
  return promise;
}

export type CountryFlagProps = {
  code: CountryCode;
  /** The list loads a flag only once its row scrolls into view. */
  shouldLoad?: boolean;
};

/**
 * A 3:2 SVG flag (country-flag-icons) as an image, decorative: the country's name is always
 * beside it or in the control's label. No emoji flags: Linux Chromium renders them as letters.
 */
export function CountryFlag({ code, shouldLoad = true }: CountryFlagProps) {
  const [fetched, setFetched] = useState<{ code: CountryCode; src: string }>();
  const [decoded, setDecoded] = useState<string>();
  const src = fetched?.code === code ? fetched.src : loaded.get(code);

  const hasSrc = src !== undefined;
  useEffect(() => {
    // Not `loaded.has(code)`: another instance may have loaded it since this render.
    if (!shouldLoad || hasSrc) return;
    let isCurrent = true;
    loadFlag(code).then(
      (flagSrc) => {
        if (isCurrent) setFetched({ code, src: flagSrc });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [code, shouldLoad, hasSrc]);

  const state =
    src === undefined ? (shouldLoad ? "loading" : "idle") : decoded === src ? "ready" : "loading";

  return (
    <span
      aria-hidden="true"
      data-slot="country-flag"
      data-country={code}
      data-state={state}
      className="inline-block h-4 w-6 shrink-0 overflow-hidden rounded-[2px] bg-gray-200 shadow-[0_0_0_1px_rgb(0_0_0/0.12)]"
    >
      {src !== undefined && (
        <img
          src={src}
          alt=""
          width={24}
          height={16}
          draggable={false}
          onLoad={() => setDecoded(src)}
          className="block size-full object-cover"
        />
      )}
    </span>
  );
}

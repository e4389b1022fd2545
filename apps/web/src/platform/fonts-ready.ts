/** The product's faces (packages/ui styles.css) and a sample of what each writes on a page. */
const FACES = ["400", "500", "700"].flatMap((weight) => [
  // Arabic text and the Latin digits inside it: two subsets of Noto Sans Arabic.
  { font: `${weight} 1rem "Noto Sans Arabic"`, sample: "ا1" },
  { font: `${weight} 1rem Inter`, sample: "A1" },
]);

/**
 * Waits for the faces the first screen uses, at most `timeoutMs`. Fonts otherwise load once text
 * needs them and swap in after the first paint: every line then moves a little, which is layout
 * shift on every page (docs/decisions/021-…, the CLS budget). The catalog loads meanwhile, so on
 * a usual connection this costs nothing; on a slow one the page shows after `timeoutMs` anyway.
 */
export async function fontsReady(timeoutMs = 1500): Promise<void> {
  if (typeof document === "undefined" || !("fonts" in document)) return;
  const loads = FACES.map(({ font, sample }) => document.fonts.load(font, sample).catch(() => []));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(loads),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}

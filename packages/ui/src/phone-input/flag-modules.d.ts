// NOTE: country-flag-icons ships no types for its per-flag modules; each exports an SVG string.
declare module "country-flag-icons/string/3x2/*" {
  const svg: string;
  export default svg;
}

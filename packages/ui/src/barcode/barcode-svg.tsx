import type { BarcodeDrawing } from "./barcode.ts";

/** A barcode drawing as an SVG that fills its box, white behind its dark modules. */
export function BarcodeSvg({ drawing }: { drawing: BarcodeDrawing }) {
  const { width, height, path, aspect } = drawing;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio={aspect}
      // Every module stays whole when the browser scales the drawing to its box.
      shapeRendering="crispEdges"
      className="h-full w-full"
    >
      <rect width={width} height={height} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

import * as v from "valibot";
import { EventInputSchema } from "./participation.ts";
import { readNumber } from "./numbers.ts";

// The administration's event form, apart from participation.ts: every page loads that module (the
// API client parses with it), while only the event form reads coordinates typed as text.

/**
 * Degrees as typed in a form (`24.7136`, `-3.5`, `٢٤٫٧١٣٦`): null when blank, NaN (which the
 * schema reports as not numeric) when it is not a plain decimal number.
 */
export function parseCoordinate(text: string): number | null {
  if (text.trim() === "") return null;
  // Any size: EventInputSchema says when it is out of range.
  return (
    readNumber(text, { max: Number.MAX_SAFE_INTEGER, decimals: 15, signed: true }) ?? Number.NaN
  );
}

/**
 * The event form's values, all text: the coordinates are read as degrees before EventInputSchema
 * judges the whole (the API takes numbers and refuses text there).
 */
export const EventFormSchema = v.pipe(
  // NOTE: `record` rather than `looseObject`: the API client already brings it to every page.
  v.record(v.string(), v.string()),
  // The other fields pass through as they are: EventInputSchema judges them.
  v.transform(
    (input) =>
      ({
        ...input,
        latitude: parseCoordinate(input.latitude ?? ""),
        longitude: parseCoordinate(input.longitude ?? ""),
      }) as v.InferInput<typeof EventInputSchema>,
  ),
  EventInputSchema,
);

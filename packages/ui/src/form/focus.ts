import { useEffect, useState } from "react";
import { comparePageOrder } from "./page-order.ts";

/** A request to focus the first of these controls, in page order. */
export type FocusRequest = { ids: string[] };

/**
 * Focus after the render that shows the errors, so the field is announced as invalid; the first
 * in page order, as ErrorSummary lists them. Returns the function that asks for it.
 */
export function useFocusRequest(): (request: FocusRequest) => void {
  const [request, setRequest] = useState<FocusRequest | null>(null);
  useEffect(() => {
    if (!request) return;
    const elements = request.ids
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
      .sort(comparePageOrder);
    elements[0]?.focus();
  }, [request]);
  return setRequest;
}

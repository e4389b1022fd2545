import { useEffect, useRef, useState } from "react";

/**
 * The error summary of a form, GOV.UK style: it lists what was wrong at the last submit and
 * stays put until the next one. A live list would shrink as each field is fixed and move the
 * submit button from under the pointer between mousedown (the field's blur) and click.
 *
 * After a failed submit (`form.handleSubmit` resolved false: invalid fields or a failed answer)
 * `show()` fills it and moves focus to it. Its effect runs after the kit's own focus effect
 * (call this hook after useForm), so the summary wins and is read out.
 */
export function useErrorSummary<Item>(errorList: readonly Item[]) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [errors, setErrors] = useState<readonly Item[]>([]);
  const [showRequest, setShowRequest] = useState(0);
  const [captured, setCaptured] = useState(0);
  const focused = useRef(0);

  // The errors of the render that follows the request, which already holds the new verdicts.
  if (captured !== showRequest) {
    setCaptured(showRequest);
    setErrors(errorList);
  }

  useEffect(() => {
    if (showRequest === focused.current || !element) return;
    focused.current = showRequest;
    element.focus();
  }, [showRequest, element]);

  return {
    /** Callback ref for the ErrorSummary: it only mounts once there is something to show. */
    attach: setElement,
    errors,
    show: () => setShowRequest((count) => count + 1),
    /** Call as a submit starts: the next verdict replaces the list. */
    clear: () => setErrors([]),
  };
}

/**
 * For a submit button's `onMouseDown`: the field being edited keeps focus until the click.
 * Otherwise its blur validates first, a fixed field's error line disappears, the button moves up
 * under the pointer between mousedown and mouseup, and the click is lost. The submit validates
 * every field anyway; keyboard submission is unaffected.
 */
export function keepFieldFocus(event: { preventDefault(): void }) {
  event.preventDefault();
}

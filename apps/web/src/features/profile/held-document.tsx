import { Alert } from "@rawaq/ui/alert";
import { useAtomValue } from "jotai";
import { heldDocumentOutcomeAtom } from "../../state/session.ts";

/** Says how the upload of the identity document chosen at signup went, after the first login. */
export function HeldDocumentNotice() {
  const outcome = useAtomValue(heldDocumentOutcomeAtom);
  if (!outcome) return null;
  return <Alert variant={outcome.ok ? "success" : "warning"}>{outcome.message}</Alert>;
}

import { Outlet } from "react-router-dom";
import { BareShell } from "./bare-shell.tsx";
import { PreconditionGate } from "./precondition-gate.tsx";

/**
 * Print pages (labels, badges, an invoice, a manifest): no layout, as the public pages, but
 * behind their route's requirement. Apart from BareShell so the public badge and the not-found
 * page do not load the organization's data hooks they never use.
 */
export function PrintShell() {
  return (
    <BareShell>
      <PreconditionGate>
        <Outlet />
      </PreconditionGate>
    </BareShell>
  );
}

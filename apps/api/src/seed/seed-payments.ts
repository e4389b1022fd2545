import type { UserRow } from "../core/users.ts";
import type { Database } from "../db/client.ts";
import type { events } from "../db/schema/index.ts";
import { createBadge } from "../features/badges/service.ts";
import { decideInvoice, issueInvoice, submitProof } from "../features/payments/service.ts";
import type { FileStore } from "../lib/file-store.ts";
import { createPlanChanges } from "../db/plan-changes.ts";
import { demoLogo, demoPdf } from "./demo-files.ts";

// The approved house's payments and badges, through the features' own transitions: the first
// booth's invoice paid (its receipt confirmed by the administration) with two staff badges, the
// second booth's invoice issued and waiting for its transfer receipt.

export async function seedDemoPayments(
  db: Database,
  fileStore: FileStore,
  event: typeof events.$inferSelect,
  people: { admin: UserRow; publisher: UserRow },
  house: { organizationId: string; paidReservationId: string; issuedReservationId: string },
  now: Date,
) {
  const paid = await issueInvoice(
    db,
    people.publisher,
    house.organizationId,
    house.paidReservationId,
    now,
    null,
  );
  if (paid.outcome !== "issued") throw new Error("The demo paid invoice was not issued.");
  const receipt = demoPdf([
    "Bank transfer receipt",
    "SAR 5,175.00",
    "Riyadh International Book Fair",
  ]);
  const proof = await submitProof(
    db,
    people.publisher,
    house.organizationId,
    paid.id,
    {
      storageKey: await fileStore.save(receipt),
      contentType: "application/pdf",
      sizeBytes: receipt.byteLength,
    },
    now,
  );
  const decided = await decideInvoice(
    db,
    createPlanChanges(),
    people.admin,
    paid.id,
    { decision: "approve", reason: "" },
    now,
  );
  if (proof !== "submitted" || decided !== "done") {
    throw new Error(`The demo receipt was refused: ${proof}, ${decided}.`);
  }

  const photo = demoLogo(160, [214, 226, 240], [30, 64, 120]);
  const staff = [
    { memberId: people.publisher.id, name: "خالد الراشد", role: "manager" as const },
    { memberId: "", name: "نورة السبيعي", role: "staff" as const },
  ];
  for (const person of staff) {
    const badge = await createBadge(
      db,
      people.publisher,
      house.organizationId,
      {
        event_id: event.id,
        member_user_id: person.memberId,
        printed_name: person.name,
        role: person.role,
      },
      {
        storageKey: await fileStore.save(photo),
        contentType: "image/png",
        sizeBytes: photo.byteLength,
      },
    );
    if (badge.outcome !== "created")
      throw new Error(`The demo badge was refused: ${badge.outcome}.`);
  }

  const issued = await issueInvoice(
    db,
    people.publisher,
    house.organizationId,
    house.issuedReservationId,
    now,
    null,
  );
  if (issued.outcome !== "issued") throw new Error("The demo issued invoice was not issued.");
}

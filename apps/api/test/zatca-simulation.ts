import type { Zatca } from "../src/lib/zatca/unit.ts";
import { type Fetch, zatcaClient } from "../src/lib/zatca/client.ts";
import { onboardUnit } from "../src/lib/zatca/onboarding.ts";
import { SIMULATOR_OTP, createSimulator } from "../src/lib/zatca/simulator.ts";
import { sampleDocument } from "../src/lib/zatca/parties.ts";
import { sellerData } from "./fixtures.ts";

/**
 * E-invoicing in simulation mode, as the tests run it: a simulator of ZATCA's API in the process,
 * and a unit onboarded against it with the fixtures' seller. `fetch` may be swapped (a closed
 * port, a slow network) to see the clearance queue wait.
 */
export async function zatcaSimulation() {
  const simulator = createSimulator();
  const route: { fetch: Fetch } = { fetch: simulator.app.fetch };
  const client = zatcaClient("http://zatca.simulator", (request) => route.fetch(request), 1000);
  const now = new Date();
  const unit = await onboardUnit({
    client,
    mode: "simulation",
    otp: SIMULATOR_OTP,
    fields: {
      commonName: "Rawaq-test",
      organization: sellerData.name_en,
      organizationUnit: "Test fair",
      vatNumber: sellerData.vat_number,
      serialNumber: "1-Rawaq|2-test|3-unit",
      address: "RRRD2929",
      category: "Book fairs",
    },
    sample: (kind, icv, pih) =>
      sampleDocument({ ...sellerData, updated_at: null }, kind, icv, pih, now),
    now,
  });
  const zatca: Zatca = { mode: "simulation", unit, client };
  return { simulator, zatca, route };
}

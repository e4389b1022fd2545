import { readFileSync } from "node:fs";
import { ZATCA_URLS, zatcaClient } from "./client.ts";
import { onboardUnit } from "./onboarding.ts";
import { SIMULATION_SELLER, sampleDocument } from "./parties.ts";
import { SIMULATOR_OTP, createSimulator } from "./simulator.ts";
import { type Zatca, type ZatcaMode, loadUnit } from "./unit.ts";

/** The settings e-invoicing starts from (env.ts's ZATCA_*). */
export interface ZatcaSettings {
  ZATCA_MODE: ZatcaMode;
  ZATCA_API_URL?: string;
  ZATCA_KEY_FILE?: string;
  ZATCA_CERTIFICATE_FILE?: string;
  ZATCA_SECRET?: string;
  ZATCA_SECRET_FILE?: string;
}

/**
 * E-invoicing as the settings ask, or null when it is off. Sandbox and production load the unit
 * `pnpm zatca:onboard` made. Simulation talks to ZATCA_API_URL or, without it, to a simulator in
 * the process; without unit files it onboards a unit of its own there, kept in memory only.
 */
export async function startZatca(settings: ZatcaSettings, now: Date): Promise<Zatca | null> {
  const mode = settings.ZATCA_MODE;
  if (mode === "off") return null;
  const inProcess = mode === "simulation" && !settings.ZATCA_API_URL ? createSimulator() : null;
  const client = inProcess
    ? zatcaClient("http://zatca.simulator", inProcess.app.fetch)
    : zatcaClient(settings.ZATCA_API_URL ?? ZATCA_URLS[mode as keyof typeof ZATCA_URLS]);
  if (settings.ZATCA_KEY_FILE && settings.ZATCA_CERTIFICATE_FILE) {
    const secret =
      settings.ZATCA_SECRET ??
      (settings.ZATCA_SECRET_FILE ? readFileSync(settings.ZATCA_SECRET_FILE, "utf8").trim() : "");
    const unit = loadUnit({
      keyFile: settings.ZATCA_KEY_FILE,
      certificateFile: settings.ZATCA_CERTIFICATE_FILE,
      secret,
    });
    inProcess?.admit(unit.credentials);
    return { mode, unit, client };
  }
  // env.ts refuses sandbox and production without the unit's files: only a simulation gets here.
  const unit = await onboardUnit({
    client,
    mode: "simulation",
    otp: SIMULATOR_OTP,
    fields: {
      commonName: "Rawaq-simulation",
      organization: SIMULATION_SELLER.name_en,
      organizationUnit: "Simulation",
      vatNumber: SIMULATION_SELLER.vat_number,
      serialNumber: "1-Rawaq|2-1.0|3-simulation",
      address: "RRRD2929",
      category: "Book fairs",
    },
    sample: (kind, icv, pih) => sampleDocument(SIMULATION_SELLER, kind, icv, pih, now),
    now,
  });
  return { mode, unit, client };
}

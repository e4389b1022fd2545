import { X509Certificate, randomBytes } from "node:crypto";
import { Hono } from "hono";
import { certificate, name, readCertificationRequest, readDer } from "./der.ts";
import { businessRuleFaults } from "./rules.ts";
import { readStamp, stampFaults } from "./stamp.ts";
import { FIRST_PIH } from "./ubl.ts";
import { certificateOf, newUnitKey, randomSerial, tokenOf } from "./unit.ts";

// A local stand-in for ZATCA's e-invoicing API (decision 084): the same paths, headers, bodies
// and answers for onboarding (compliance certificate, compliance checks, production certificate)
// and clearance, checking what ZATCA checks: the stamp (hash, signature, digests, QR), the KSA
// business rules, and the chain (ICV and PIH). Tests and the demo's simulation mode use it;
// nothing in them calls the outside world.

/** The one-time password the simulator's "Fatoora portal" gives, as ZATCA's sandbox does. */
export const SIMULATOR_OTP = "123345";

interface Message {
  type: "ERROR" | "WARNING" | "INFO";
  code: string;
  category: string;
  message: string;
  status: "ERROR" | "WARNING" | "PASS";
}

interface Issued {
  kind: "compliance" | "production";
  secret: string;
  requestId: string;
}

export interface SimulatorFault {
  /** Answer every clearance with this HTTP status. */
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface Simulator {
  app: Hono;
  /** Faults the tests switch on (the endpoint failing, slow). */
  fault: SimulatorFault;
  /** Every clearance request received, in order: how the tests see retries and duplicates. */
  received: { uuid: string; icv: number }[];
  /**
   * Takes a unit onboarded elsewhere (its files, made by `pnpm zatca:onboard` against another
   * simulator) as one this simulator certified for production.
   */
  admit(credentials: { token: string; secret: string }): void;
}

const basicAuth = (header: string | undefined) => {
  const [scheme, encoded] = (header ?? "").split(" ");
  if (scheme !== "Basic" || !encoded) return null;
  const [token, secret] = Buffer.from(encoded, "base64").toString().split(":");
  return token && secret ? { token, secret } : null;
};

export function createSimulator(): Simulator {
  const caKey = newUnitKey();
  const caName = name([["CN", "Rawaq ZATCA simulator CA"]]);
  const issued = new Map<string, Issued>();
  const compliancePassed = new Map<string, Set<string>>();
  /** Cleared or refused, by UUID: the same UUID and hash get the same answer again. */
  const answers = new Map<string, { hash: string; status: number; body: unknown }>();
  /** Hash of each ICV seen, per certificate serial: the chain's check. */
  const chains = new Map<string, Map<number, string>>();
  const simulator: Simulator = {
    app: new Hono(),
    fault: {},
    received: [],
    admit: ({ token, secret }) => {
      issued.set(token, { kind: "production", secret, requestId: `admitted-${issued.size}` });
    },
  };

  function issue(
    kind: Issued["kind"],
    spki: Uint8Array,
    subject: Uint8Array,
    extensions: Uint8Array[],
  ) {
    const issuedAt = new Date();
    const cert = new X509Certificate(
      certificate({
        serial: randomSerial(),
        issuer: caName,
        subject,
        spki,
        notBefore: issuedAt,
        notAfter: new Date(issuedAt.getTime() + 365 * 86_400_000),
        extensions,
        issuerKey: caKey,
      }),
    );
    const token = tokenOf(cert);
    const record = {
      kind,
      secret: randomBytes(24).toString("base64"),
      requestId: String(Date.now()) + issued.size,
    };
    issued.set(token, record);
    return {
      requestID: record.requestId,
      dispositionMessage: "ISSUED",
      binarySecurityToken: token,
      secret: record.secret,
    };
  }

  function caller(header: string | undefined, kind: Issued["kind"]) {
    const credentials = basicAuth(header);
    const record = credentials && issued.get(credentials.token);
    return record && record.kind === kind && record.secret === credentials.secret
      ? { ...record, token: credentials.token }
      : null;
  }

  /** The checks of one document, as ZATCA's validation results. */
  function validate(
    body: { invoiceHash?: string; uuid?: string; invoice?: string },
    token: string,
  ) {
    const messages: Message[] = [];
    const error = (code: string, category: string, message: string) =>
      messages.push({ type: "ERROR", code, category, message, status: "ERROR" });
    const xml = Buffer.from(body.invoice ?? "", "base64").toString("utf8");
    let stamp: ReturnType<typeof readStamp> | undefined;
    try {
      stamp = readStamp(xml);
    } catch {
      error("XSD_SCHEMA_ERROR", "XSD_SCHEMA_ERROR", "The invoice is not well-formed XML.");
    }
    if (stamp) {
      for (const fault of businessRuleFaults(stamp.document))
        error(fault.code, "KSA", fault.message);
      for (const fault of stampFaults(xml)) {
        error(
          `signature-${fault.replace(/ /g, "-")}`,
          "SIGNATURE",
          `The ${fault} does not match the document.`,
        );
      }
      if (stamp.hashDigest !== body.invoiceHash)
        error("invoiceHash", "HASH", "The invoiceHash field is not the document's hash.");
      if (stamp.uuid !== body.uuid)
        error("uuid", "UUID", "The uuid field is not the document's UUID.");
      let signer: X509Certificate | undefined;
      try {
        signer = new X509Certificate(Buffer.from(stamp.certificate, "base64"));
      } catch {
        // stampFaults has said so
      }
      if (signer && tokenOf(signer) !== token) {
        error(
          "certificate",
          "CERTIFICATE",
          "The document is not signed with the caller's certificate.",
        );
      }
      const icv = Number(stamp.icv);
      const chain = chains.get(signer?.serialNumber ?? "") ?? new Map<number, string>();
      if (icv === 1 && stamp.pih !== FIRST_PIH)
        error("BR-KSA-26", "KSA", "The first document's PIH must be ZATCA's constant.");
      const previous = chain.get(icv - 1);
      if (previous !== undefined && stamp.pih !== previous) {
        error("BR-KSA-26", "KSA", "The PIH is not the hash of the document with the previous ICV.");
      }
      const same = chain.get(icv);
      if (same !== undefined && same !== stamp.hashDigest) {
        error("BR-KSA-33", "KSA", "Another document already has this ICV.");
      }
      if (!messages.length && signer) {
        chain.set(icv, stamp.hashDigest);
        chains.set(signer.serialNumber, chain);
      }
    }
    const errorMessages = messages.filter((message) => message.type === "ERROR");
    return {
      xml,
      validationResults: {
        infoMessages: errorMessages.length
          ? []
          : [
              {
                type: "INFO",
                code: "XSD_ZATCA_VALID",
                category: "XSD validation",
                message: "Complied with UBL 2.1 standards in line with ZATCA specifications",
                status: "PASS",
              },
            ],
        warningMessages: [],
        errorMessages,
        status: errorMessages.length ? "ERROR" : "PASS",
      },
    };
  }

  const app = simulator.app;
  app.use(async (c, next) => {
    if (c.req.path === "/invoices/clearance/single") {
      // Every attempt that reaches "ZATCA" is counted, before any fault answers it.
      const body = await c.req
        .json<{ uuid?: string; invoice?: string }>()
        .catch(() => ({}) as { uuid?: string; invoice?: string });
      let icv = 0;
      try {
        icv = Number(readStamp(Buffer.from(body.invoice ?? "", "base64").toString("utf8")).icv);
      } catch {
        // validate() says why
      }
      simulator.received.push({ uuid: body.uuid ?? "", icv });
    }
    if (simulator.fault.delayMs)
      await new Promise((resolve) => setTimeout(resolve, simulator.fault.delayMs));
    await next();
  });

  app.post("/compliance", async (c) => {
    if (c.req.header("OTP") !== SIMULATOR_OTP) return c.json({ errors: ["Invalid-OTP"] }, 400);
    const body = await c.req.json<{ csr?: string }>().catch(() => ({}) as { csr?: string });
    try {
      const der = Buffer.from(
        Buffer.from(body.csr ?? "", "base64")
          .toString("latin1")
          .replace(/-----[^-]+-----|\s/g, ""),
        "base64",
      );
      const request = readCertificationRequest(der);
      return c.json(issue("compliance", request.spki, request.subject, request.extensions));
    } catch (error) {
      return c.json({ errors: [`Invalid-CSR: ${(error as Error).message}`] }, 400);
    }
  });

  app.post("/compliance/invoices", async (c) => {
    const record = caller(c.req.header("Authorization"), "compliance");
    if (!record) return c.body(null, 401);
    const body = await c.req.json<{ invoiceHash?: string; uuid?: string; invoice?: string }>();
    const { xml, validationResults } = validate(body, record.token);
    const isCreditNote = xml.includes(">381</cbc:InvoiceTypeCode>");
    if (validationResults.status === "PASS") {
      const passed = compliancePassed.get(record.requestId) ?? new Set();
      passed.add(isCreditNote ? "credit_note" : "invoice");
      compliancePassed.set(record.requestId, passed);
    }
    const isPass = validationResults.status === "PASS";
    return c.json(
      {
        validationResults,
        clearanceStatus: isPass ? "CLEARED" : "NOT_CLEARED",
        reportingStatus: null,
      },
      isPass ? 200 : 400,
    );
  });

  app.post("/production/csids", async (c) => {
    const record = caller(c.req.header("Authorization"), "compliance");
    if (!record) return c.body(null, 401);
    const body = await c.req.json<{ compliance_request_id?: string }>();
    const passed = compliancePassed.get(record.requestId);
    if (
      body.compliance_request_id !== record.requestId ||
      !passed?.has("invoice") ||
      !passed.has("credit_note")
    ) {
      return c.json(
        { code: "Missing-ComplianceSteps", message: "The compliance checks have not all passed." },
        400,
      );
    }
    const certificateOfCaller = certificateOf(record.token);
    const der = certificateOfCaller.raw;
    // The production certificate names the same unit and key as the compliance one.
    const parsed = readTbs(der);
    return c.json(issue("production", parsed.spki, parsed.subject, parsed.extensions));
  });

  app.post("/invoices/clearance/single", async (c) => {
    if (simulator.fault.status)
      return c.json({ message: "Simulated failure" }, simulator.fault.status as 500);
    const record = caller(c.req.header("Authorization"), "production");
    if (!record) return c.body(null, 401);
    if (c.req.header("Clearance-Status") !== "1")
      return c.json({ message: "Clearance is switched off" }, 400);
    const body = await c.req.json<{ invoiceHash?: string; uuid?: string; invoice?: string }>();
    const uuid = body.uuid ?? "";
    const earlier = answers.get(uuid);
    if (earlier) {
      // The same document again (a retry after a lost answer): the same answer. Another
      // document under a UUID already used is a conflict.
      if (earlier.hash === body.invoiceHash) return c.json(earlier.body, earlier.status as 200);
      return c.json({ message: "A document with this UUID has already been submitted." }, 409);
    }
    const { xml, validationResults } = validate(body, record.token);
    const isCleared = validationResults.status === "PASS";
    const answer = isCleared
      ? {
          validationResults,
          clearanceStatus: "CLEARED",
          clearedInvoice: Buffer.from(xml).toString("base64"),
        }
      : { validationResults, clearanceStatus: "NOT_CLEARED", clearedInvoice: null };
    const status = isCleared ? 200 : 400;
    answers.set(uuid, { hash: body.invoiceHash ?? "", status, body: answer });
    return c.json(answer, status);
  });

  return simulator;
}

/** The subject, key and extensions of a certificate the simulator issued. */
function readTbs(der: Uint8Array) {
  const [tbs] = readDer(der).children;
  const parts = tbs?.children ?? [];
  const subject = parts[5];
  const spki = parts[6];
  const extensions = parts[7]?.children[0]?.children.map((item) => item.bytes) ?? [];
  if (!subject || !spki) throw new Error("not a certificate");
  return { subject: subject.bytes, spki: spki.bytes, extensions };
}

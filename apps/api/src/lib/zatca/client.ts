/** The unit's credentials for ZATCA's API: the certificate as ZATCA sent it, and its secret. */
export interface UnitCredentials {
  /** ZATCA's binarySecurityToken: base64 of the certificate's base64. */
  token: string;
  secret: string;
}

// ZATCA's e-invoicing API as Rawaq calls it: the same calls reach the simulator (in the process,
// through its fetch), the sandbox or production (ZATCA_API_URL).

export type Fetch = (request: Request) => Response | Promise<Response>;

/** What ZATCA answers about a document. */
export interface ZatcaAnswer {
  status: number;
  body: {
    clearanceStatus?: string | null;
    clearedInvoice?: string | null;
    validationResults?: {
      status?: string;
      errorMessages?: { code: string; message: string }[];
      warningMessages?: { code: string; message: string }[];
    };
    [key: string]: unknown;
  };
}

export interface SubmittedDocument {
  uuid: string;
  hash: string;
  xml: string;
}

/** ZATCA's sandbox and production addresses, the defaults of ZATCA_API_URL by mode. */
export const ZATCA_URLS = {
  sandbox: "https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal",
  production: "https://gw-fatoora.zatca.gov.sa/e-invoicing/core",
} as const;

export function zatcaClient(baseUrl: string, fetchImpl: Fetch = fetch, timeoutMs = 30_000) {
  async function post(
    path: string,
    body: unknown,
    options: { credentials?: UnitCredentials; headers?: Record<string, string> } = {},
  ): Promise<ZatcaAnswer> {
    const headers: Record<string, string> = {
      "Accept-Version": "V2",
      "Accept-Language": "en",
      "Content-Type": "application/json",
      Accept: "application/json",
      ...options.headers,
    };
    if (options.credentials) {
      const { token, secret } = options.credentials;
      headers.Authorization = `Basic ${Buffer.from(`${token}:${secret}`).toString("base64")}`;
    }
    const signal = AbortSignal.timeout(timeoutMs);
    // The signal ends a real connection; the race ends any fetch, the simulator's in the process too.
    const timedOut = new Promise<never>((_, reject) =>
      signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true }),
    );
    const request = new Request(`${baseUrl}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal,
    });
    const response = await Promise.race([fetchImpl(request), timedOut]);
    const text = await Promise.race([response.text(), timedOut]);
    let parsed: ZatcaAnswer["body"];
    try {
      parsed = text ? (JSON.parse(text) as ZatcaAnswer["body"]) : {};
    } catch {
      parsed = { message: text.slice(0, 500) };
    }
    return { status: response.status, body: parsed };
  }
  const documentBody = (doc: SubmittedDocument) => ({
    invoiceHash: doc.hash,
    uuid: doc.uuid,
    invoice: Buffer.from(doc.xml, "utf8").toString("base64"),
  });
  return {
    /** Exchanges the Fatoora portal's one-time password and a CSR for a compliance certificate. */
    complianceCsid: (otp: string, csrPem: string) =>
      post(
        "/compliance",
        { csr: Buffer.from(csrPem).toString("base64") },
        { headers: { OTP: otp } },
      ),
    complianceCheck: (credentials: UnitCredentials, doc: SubmittedDocument) =>
      post("/compliance/invoices", documentBody(doc), { credentials }),
    productionCsid: (credentials: UnitCredentials, requestId: string) =>
      post("/production/csids", { compliance_request_id: requestId }, { credentials }),
    clear: (credentials: UnitCredentials, doc: SubmittedDocument) =>
      post("/invoices/clearance/single", documentBody(doc), {
        credentials,
        headers: { "Clearance-Status": "1" },
      }),
  };
}

export type ZatcaClient = ReturnType<typeof zatcaClient>;

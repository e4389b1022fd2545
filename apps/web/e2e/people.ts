import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import { expect } from "./fixtures.ts";
import { logIn } from "./session.ts";
import { tr } from "./texts.ts";

/** Accounts and organizations made through the real API, for tests about what comes after. */

export const PHOTO = fileURLToPath(new URL("files/photo.png", import.meta.url));
export const ADMIN = { email: "admin@rawaq.local", password: "Rawaq-Admin-2026!" };
const PASSWORD = "a long enough passphrase";
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

export interface Account {
  email: string;
  password: string;
}

/**
 * Signs a person up through the API, as the app's form does (the notice agreed) or as the spec's
 * form does (`agreed: false`: no notice version, asked at the first visit).
 */
export async function register(
  request: APIRequestContext,
  email: string,
  { agreed = true }: { agreed?: boolean } = {},
) {
  const registered = await request.post("/api/auth/register", {
    multipart: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: "Huda",
      last_name: "Alharbi",
      phone: "+966501234567",
      confirm_identity: "1000000008",
      identity_expiration_date: "2031-01-31",
      date_of_birth: "1990-05-01",
      country: "SA",
      city: "SA-RIYADH",
      district: "Olaya",
      street: "King Fahd Road",
      ...(agreed ? { privacy_notice_version: PRIVACY_NOTICE_VERSION } : {}),
    },
  });
  expect(registered.status()).toBe(201);
  return { email, password: PASSWORD };
}

/** A new exhibitor with an identity document on file. */
export async function newExhibitor(request: APIRequestContext, tag: string): Promise<Account> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@dar.example`;
  await register(request, email);
  const uploaded = await request.post("/api/profile/identity-document", {
    headers: { Authorization: `Bearer ${await logIn(request, { email, password: PASSWORD })}` },
    multipart: { file: { name: "id.png", mimeType: "image/png", buffer: await readFile(PHOTO) } },
  });
  expect(uploaded.status()).toBe(201);
  return { email, password: PASSWORD };
}

/** Ticks the signup form's agreement to the privacy notice (issue 31), required to sign up. */
export async function agreeToPrivacyNotice(page: Page, locale: "ar" | "en") {
  const label = tr(locale, "I have read the <0>privacy notice</0> and agree to it.");
  await page.getByRole("checkbox", { name: label.replace(/<\/?\d+>/g, "") }).check();
}

/** An organization the manager registered in full and the administration approved. */
export async function approvedOrganization(
  request: APIRequestContext,
  manager: Account,
  name: string,
): Promise<string> {
  const headers = { Authorization: `Bearer ${await logIn(request, manager)}` };
  const created = await request.post("/api/organizations", {
    headers,
    data: {
      name,
      commercial_name: "Test House",
      commercial_registration_number: String(Date.now()).slice(-10),
      commercial_registration_expires_on: "2031-12-31",
      publishing_licence_number: "PL-55021",
      publishing_licence_expires_on: "2030-06-30",
      email: "info@test-house.example",
      zip: "12211",
      phone1: "+966112345678",
      phone2: "",
      country: "SA",
      city: "SA-RIYADH",
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { organization: { id: string } } };
  const id = data.organization.id;
  const bank = await request.patch(`/api/organizations/${id}`, {
    headers,
    data: {
      iban: "SA03 8000 0000 6080 1016 7519",
      swift: "RJHISARI",
      bank_name: "Al Rajhi Bank",
      account_number: "608010167519",
    },
  });
  expect(bank.status()).toBe(200);
  // A Saudi house's tax invoice names its national address (issue 30: ZATCA_MODE is on here).
  const address = await request.put(`/api/organizations/${id}/national-address`, {
    headers,
    data: { building_number: "2834", street: "King Fahd Road", district: "Olaya" },
  });
  expect(address.status()).toBe(200);
  const photo = await readFile(PHOTO);
  for (const [kind, file] of [
    ["logo", { name: "logo.png", mimeType: "image/png", buffer: photo }],
    ["commercial_registration", { name: "cr.pdf", mimeType: "application/pdf", buffer: PDF }],
    ["publishing_licence", { name: "licence.pdf", mimeType: "application/pdf", buffer: PDF }],
  ] as const) {
    const uploaded = await request.put(`/api/organizations/${id}/documents/${kind}`, {
      headers,
      multipart: { file },
    });
    expect(uploaded.status()).toBe(200);
  }
  expect((await request.post(`/api/organizations/${id}/submit`, { headers })).status()).toBe(200);
  const approved = await request.post(`/api/admin/organizations/${id}/decision`, {
    headers: { Authorization: `Bearer ${await logIn(request, ADMIN)}` },
    data: { decision: "approve" },
  });
  expect(approved.status()).toBe(200);
  return id;
}

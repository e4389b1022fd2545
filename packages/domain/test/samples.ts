import type { Book } from "../src/book.ts";
import type { Organization } from "../src/organization.ts";

/** Answers as the API sends them, for the tests of the answer schemas. */

export const organization: Organization = {
  id: "0b9f3c1e-5a4d-4f0e-9c2b-1d2e3f4a5b6c",
  status: "rejected",
  rejection_reason: "السجل التجاري منتهي",
  name: "دار المعرفة",
  commercial_name: "Al-Maarifa Publishing",
  commercial_registration_number: "1010123456",
  commercial_registration_expires_on: "2027-06-30",
  publishing_licence_number: "PL2024001",
  publishing_licence_expires_on: "2028-01-15",
  email: "info@almaarifa.sa",
  zip: "12345",
  phone1: "+966112345678",
  phone2: null,
  country: "SA",
  city: "SA-01",
  iban: "SA0380000000608010167519",
  swift: "RJHISARI",
  bank_name: "مصرف الراجحي",
  account_number: "608010167519",
  vat_number: null,
  national_address: {
    building_number: "2322",
    street: "شارع الأمير سلطان",
    district: "المربع",
    additional_number: "",
  },
  documents: { logo: true, commercial_registration: true, publishing_licence: false },
  submitted_at: "2026-11-20T09:00:00.000Z",
  reviewed_at: "2026-11-21T09:00:00.000Z",
  created_at: "2026-11-19T09:00:00.000Z",
  updated_at: "2026-11-21T09:00:00.000Z",
};

export const book: Book = {
  id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
  organization_id: organization.id,
  title: "الأيام",
  author: "طه حسين",
  author_nationality: "مصري",
  language: "العربية",
  isbn: "9780306406157",
  issue_date: "2020-02-29",
  publisher_name: "دار المعارف",
  status: "rejected",
  rejection_reason: "العنوان مكرر",
  reviewed_at: "2026-11-21T09:00:00.000Z",
  created_at: "2026-11-19T09:00:00.000Z",
};

import type { MessageDescriptor } from "@lingui/core";

// `/*i18n*/` marks plain descriptors for `lingui extract`; the API formats sizes without macros.
/** File size units, smallest first: bytes, KB, MB, GB («ميغابايت», not MB, in Arabic text). */
export const fileSizeUnits: readonly [
  MessageDescriptor,
  MessageDescriptor,
  MessageDescriptor,
  MessageDescriptor,
] = [
  /*i18n*/ { id: "unit.bytes", message: "B" },
  /*i18n*/ { id: "unit.kilobytes", message: "KB" },
  /*i18n*/ { id: "unit.megabytes", message: "MB" },
  /*i18n*/ { id: "unit.gigabytes", message: "GB" },
];

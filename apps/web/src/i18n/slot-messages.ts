import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";

// Texts the kit fills in itself: the `{…}` slot must reach it untouched.
const noCities = msg`Sorry, there is no list of cities in {country}!`;
const fileTooLarge = msg`The file is larger than {size}.`;

export function noCitiesText(i18n: I18n): string {
  return i18n._({ ...noCities, values: { country: "{country}" } });
}

export function fileTooLargeText(i18n: I18n): string {
  return i18n._({ ...fileTooLarge, values: { size: "{size}" } });
}

import { compactIban } from "@rawaq/domain/iban";

/** An IBAN as people read it: compact, upper case, in groups of four ("SA03 8000 0000 …"). */
export function formatIban(value: string): string {
  return (
    compactIban(value)
      .match(/.{1,4}/g)
      ?.join(" ") ?? ""
  );
}

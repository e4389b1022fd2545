import { formatParcelsText, parseParcelsText } from "@rawaq/domain/logistics";

/** The quick list's parcels cell, read the way an uploaded sheet's is (decision 054). */
export const parseParcelText = parseParcelsText;

/** The parcels of a book as the quick list shows them: as the sheets write them (`P-01:10; P-02:5`). */
export const parcelText = formatParcelsText;

/**
 * Page order, the order a reader meets elements in: the one order of a form's errors, for the
 * focus after a failed submit and for ErrorSummary's list alike. A group (a field array's
 * fieldset) comes after the cells inside it: fix a cell before the sum.
 */
export function comparePageOrder(a: Element, b: Element): number {
  const position = a.compareDocumentPosition(b);
  if (position & Node.DOCUMENT_POSITION_CONTAINED_BY) return 1;
  if (position & Node.DOCUMENT_POSITION_CONTAINS) return -1;
  return position & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

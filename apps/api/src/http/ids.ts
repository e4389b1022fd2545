const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path parameter can be a row id; anything else is answered 404 without a query. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

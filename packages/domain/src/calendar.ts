/** Calendar days as `yyyy-MM-dd` strings, without the weight of the form schemas. */

/** Today's date as `yyyy-MM-dd` in UTC; exported for tests that pin the clock. */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether a `yyyy-MM-dd` string is a real day (valibot's isoDate accepts 2023-02-31). */
export function isCalendarDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

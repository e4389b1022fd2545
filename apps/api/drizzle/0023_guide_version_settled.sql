-- A change to what the guide shows now also holds the advisory lock "rawaq-gv" (shared) until its
-- transaction ends. A reader that finds the lock free after reading guide_version knows every
-- change up to that version has committed (or rolled back), so the page it builds may be kept
-- under that version; otherwise the page is sent but not kept (features/guide/queries.ts).
CREATE OR REPLACE FUNCTION rawaq_guide_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(8242000053459052406);
  PERFORM nextval('guide_version');
  RETURN NULL;
END
$$;

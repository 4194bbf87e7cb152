-- Background jobs: when each last started and finished, so a job meant to run once a minute
-- runs once a minute for the whole shop, whichever instance takes it (see crates/store/src/jobs.rs;
-- that only one runs at a time is a session advisory lock, not a row).
CREATE TABLE job_runs (
    name        TEXT PRIMARY KEY,
    started_at  BIGINT NOT NULL,
    finished_at BIGINT
);

-- Every write to the catalogue tables, by Tokri or by hand, tells the instances listening on
-- channel tokri_catalogue to drop their cached catalogue. The payload is the schema written, so
-- shops in different schemas of one database leave each other alone. NOTIFY is delivered at
-- commit, and several in one transaction arrive as one.
CREATE FUNCTION tokri_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('tokri_catalogue', current_schema());
    RETURN NULL;
END
$$;

CREATE TRIGGER categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
    FOR EACH STATEMENT EXECUTE FUNCTION tokri_catalogue_changed();
CREATE TRIGGER products_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
    FOR EACH STATEMENT EXECUTE FUNCTION tokri_catalogue_changed();
CREATE TRIGGER product_images_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
    FOR EACH STATEMENT EXECUTE FUNCTION tokri_catalogue_changed();
CREATE TRIGGER banners_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
    FOR EACH STATEMENT EXECUTE FUNCTION tokri_catalogue_changed();

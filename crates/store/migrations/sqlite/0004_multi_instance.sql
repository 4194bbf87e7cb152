-- Background jobs: when each last started and finished, so a job meant to run once a minute
-- runs once a minute for the whole shop (see crates/store/src/jobs.rs).
CREATE TABLE job_runs (
    name        TEXT PRIMARY KEY,
    started_at  INTEGER NOT NULL,
    finished_at INTEGER
);

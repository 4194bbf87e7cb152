#!/usr/bin/env python3
"""Copies a stopped shop's SQLite database into a PostgreSQL database of the same schema, for
`make bench` and the growth check (issue 27): the shop grown by scripts/grow.py, measured on
PostgreSQL too.

    scripts/copy-to-postgres.py DATA/tokri.db POSTGRES_URL

The PostgreSQL database must have been migrated by the same build (start `tokri serve` on it
once and stop it). Every table of the SQLite database but the migrations' history is emptied
there and copied row for row, the tables kept by triggers (tallies, sales per day) included, so
the triggers are paused for the copy (session_replication_role = replica; the URL's user must be
a superuser, as the local test server's is). Both schemas store only integers and text, so the
rows go through psql's CSV copy unchanged.

Only for measuring: it replaces everything in that PostgreSQL database.
"""
import os
import sqlite3
import subprocess
import sys
import tempfile


def field(value):
    if value is None:
        return ""  # unquoted: NULL
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, bytes):
        return '"\\x' + value.hex() + '"'
    return '"' + str(value).replace('"', '""') + '"'


def main():
    path, url = sys.argv[1], sys.argv[2]
    db = sqlite3.connect(path)
    tables = [r[0] for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "AND name NOT LIKE '_sqlx%' ORDER BY name")]
    with tempfile.TemporaryDirectory() as tmp:
        script = ["SET session_replication_role = replica;", "BEGIN;",
                  "TRUNCATE " + ", ".join(f'"{t}"' for t in tables) + ";"]
        copied = 0
        for table in tables:
            cols = [r[1] for r in db.execute(f'PRAGMA table_info("{table}")')]
            csv_path = os.path.join(tmp, f"{table}.csv")
            with open(csv_path, "w", encoding="utf-8") as out:
                for row in db.execute(f'SELECT {", ".join(chr(34) + c + chr(34) for c in cols)} FROM "{table}"'):
                    out.write(",".join(field(v) for v in row) + "\n")
                    copied += 1
            script.append(f"\\copy \"{table}\" ({', '.join(chr(34) + c + chr(34) for c in cols)}) FROM '{csv_path}' CSV")
        # As autovacuum would have left a shop that grew over months: statistics and the
        # visibility map (index-only scans) up to date.
        script += ["COMMIT;", "VACUUM ANALYZE;"]
        sql = os.path.join(tmp, "copy.sql")
        with open(sql, "w", encoding="utf-8") as out:
            out.write("\n".join(script) + "\n")
        subprocess.run(["psql", "-q", "-v", "ON_ERROR_STOP=1", url, "-f", sql], check=True,
                       stdout=subprocess.DEVNULL)
    print(f"{len(tables)} tables, {copied} rows copied to PostgreSQL")


if __name__ == "__main__":
    main()

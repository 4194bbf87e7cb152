#!/usr/bin/env python3
"""The growth check `make test` runs (issue 27): a shop grown to 2,000 products and 20,000
orders still answers the reads that slowed down as shops grew, each within a wide margin of
its budget and at most one page long.

    scripts/growth-check.py [BINARY]          (default target/debug/tokri)

A fresh SQLite shop with the demo catalogue takes a few dozen orders through the API (the
templates), is stopped and grown by scripts/grow.py, and started again; each read is asked 15
times one after another and its median time and its size are checked. With
TOKRI_TEST_POSTGRES_URL set, the same grown shop is copied into a fresh PostgreSQL database
(scripts/copy-to-postgres.py) and checked there too.

The budget of each read is 50 ms at p99 under 32 connections in the release build (`make bench`
measures that, at ten times this size). Here the debug build answers one request at a time, each
of these reads in 1–20 ms; the check fails when the median is past twice the budget (100 ms) or
an answer is longer than a page — where a read that walks every order, every line or the whole
catalogue lands, not one that is merely a little slower on a busy machine.
"""
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from free_ports import free_ports

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# GROWTH_PRODUCTS, GROWTH_ORDERS and GROWTH_CUSTOMERS change the size (`make bench` grows to
# 10,000, 200,000 and 5,000); GROWTH_KEEP=1 keeps the grown shop's folder
# (its SQLite database) for a closer look and says where it is.
PRODUCTS = int(os.environ.get("GROWTH_PRODUCTS", 2000))
ORDERS = int(os.environ.get("GROWTH_ORDERS", 20000))
CUSTOMERS, TEMPLATES = int(os.environ.get("GROWTH_CUSTOMERS", 2000)), 40
ADMIN = ("growth@tokri.local", "growth-pass")
BUYER = ("buyer@tokri.local", "buyer-pass")
MEDIAN_LIMIT_MS = 100
# No answer is longer than a page: 100 orders or products with their lines and pictures.
PAGE_LIMIT_BYTES = 400_000


def call(base, method, path, body=None, token=None):
    req = urllib.request.Request(base + path, method=method,
                                 data=json.dumps(body).encode() if body is not None else None)
    req.add_header("content-type", "application/json")
    if token:
        req.add_header("authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.read()
    except urllib.error.HTTPError as e:
        sys.exit(f"growth check: {method} {path} answered {e.code}: {e.read().decode(errors='replace')[:300]}")


def start(binary, env, log):
    proc = subprocess.Popen([binary, "serve"], env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://{env['TOKRI_ADDR']}"
    for _ in range(600):
        try:
            call(base, "GET", "/api/health")
            return proc, base
        except (urllib.error.URLError, ConnectionError):
            if proc.poll() is not None:
                sys.exit(f"growth check: the server stopped while starting (see {log.name})")
            time.sleep(0.1)
    sys.exit("growth check: the server did not start within 60 s")


def stop(proc):
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=30)


def login(base, who):
    return json.loads(call(base, "POST", "/api/auth/login", {"email": who[0], "password": who[1]}))["token"]


def place_templates(base):
    call(base, "POST", "/api/auth/signup", {"name": "Growth Buyer", "email": BUYER[0], "password": BUYER[1]})
    buyer = login(base, BUYER)
    # Lines of the variants still in stock (the demo has a sold-out product and packs to choose).
    lines = [{"_id": p["_id"], "variantId": v.get("_id", v.get("id"))}
             for p in json.loads(call(base, "GET", "/api/products"))
             for v in p["variants"][:1] if v.get("stock") is None or v["stock"] >= 3]
    days = json.loads(call(base, "GET", "/api/delivery/slots"))["days"][1:]
    choices = [{"date": d["date"], "slotId": s["slotId"]} for d in days for s in d["slots"] if s.get("available", True)]
    if not choices:
        sys.exit("growth check: the demo shop offers no delivery slot")
    for n in range(TEMPLATES):
        order = {"cart": [{**lines[n % len(lines)], "qty": 1 + n % 2}],
                 "shippingAddress": {"name": "Growth Buyer", "mobile": "9822012345", "street": f"Flat {n}, 1 Road",
                                     "city": "Pune", "state": "Maharashtra", "zip": "411001", "country": "India"},
                 "delivery": choices[n % len(choices)]}
        call(base, "POST", "/api/orders", order, buyer)


def measure(base, label):
    admin, buyer = login(base, ADMIN), login(base, BUYER)
    number = 10000 + ORDERS // 2
    reads = [("/api/admin/orders", admin), ("/api/admin/orders?status=Pending", admin),
             ("/api/admin/orders?search=customer42", admin), (f"/api/admin/orders?search={number}", admin),
             ("/api/admin/orders?paymentMethod=cod&page=20", admin), ("/api/admin/orders?page=200", admin),
             ("/api/admin/stats", admin), ("/api/admin/products", admin), ("/api/orders", buyer),
             ("/api/products/page", None), ("/api/search?q=alphanso", None)]
    failed = []
    print(f"{label}: median of 15 requests, answer size")
    for path, token in reads:
        times, size = [], 0
        for _ in range(15):
            t = time.perf_counter()
            size = len(call(base, "GET", path, token=token))
            times.append((time.perf_counter() - t) * 1000)
        median = statistics.median(times)
        verdict = "ok"
        if median > MEDIAN_LIMIT_MS:
            verdict = f"SLOW (limit {MEDIAN_LIMIT_MS} ms)"
        elif size > PAGE_LIMIT_BYTES:
            verdict = f"TOO LONG (limit {PAGE_LIMIT_BYTES} bytes)"
        if verdict != "ok":
            failed.append(path)
        print(f"  {path:48} {median:7.1f} ms {size:9,} B  {verdict}")
    return failed


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/debug/tokri"))
    if not os.access(binary, os.X_OK):
        sys.exit(f"growth check: no {binary}; build it first")
    work = tempfile.mkdtemp(prefix="tokri-growth-")
    pg_db = None
    pg_url = os.environ.get("TOKRI_TEST_POSTGRES_URL")
    try:
        env = {**os.environ, "TOKRI_ADDR": f"127.0.0.1:{free_ports()}", "TOKRI_DATA_DIR": work,
               "TOKRI_LOG": "warn", "TOKRI_ADMIN_EMAIL": ADMIN[0], "TOKRI_ADMIN_PASSWORD": ADMIN[1],
               "TOKRI_JWT_SECRET": os.urandom(32).hex()}
        env.pop("TOKRI_DATABASE_URL", None)
        log = open(os.path.join(work, "server.log"), "a")
        proc, base = start(binary, env, log)
        place_templates(base)
        stop(proc)
        t = time.time()
        grown = subprocess.run([sys.executable, os.path.join(ROOT, "scripts/grow.py"), os.path.join(work, "tokri.db"),
                                str(ORDERS), str(CUSTOMERS), str(PRODUCTS)], check=True, capture_output=True, text=True)
        print(f"grown in {time.time() - t:.0f} s: {grown.stdout.strip()}")
        proc, base = start(binary, env, log)
        failed = measure(base, "SQLite")
        stop(proc)
        if pg_url:
            admin_url = pg_url.split("?")[0]
            query = pg_url[len(admin_url):]
            pg_db = f"tokri_growth_{int(time.time())}_{os.getpid()}"
            subprocess.run(["psql", "-q", pg_url, "-c", f'CREATE DATABASE "{pg_db}"'], check=True, stdout=subprocess.DEVNULL)
            env["TOKRI_DATABASE_URL"] = admin_url.rsplit("/", 1)[0] + "/" + pg_db + query
            env["TOKRI_DATA_DIR"] = os.path.join(work, "pg")
            subprocess.run([binary, "migrate"], env=env, check=True, stdout=log, stderr=subprocess.STDOUT)
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts/copy-to-postgres.py"), os.path.join(work, "tokri.db"),
                            env["TOKRI_DATABASE_URL"]], check=True, stdout=subprocess.DEVNULL)
            proc, base = start(binary, env, log)
            failed += [f"{p} (PostgreSQL)" for p in measure(base, "PostgreSQL")]
            stop(proc)
        else:
            print("(set TOKRI_TEST_POSTGRES_URL to check PostgreSQL too)")
        if failed:
            sys.exit("growth check failed: " + ", ".join(failed))
        print("growth check passed")
    finally:
        if pg_db and os.environ.get("GROWTH_KEEP") == "1":
            print(f"the grown PostgreSQL shop is kept in the database {pg_db}")
        elif pg_db:
            subprocess.run(["psql", "-q", pg_url, "-c", f'DROP DATABASE IF EXISTS "{pg_db}" WITH (FORCE)'],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if os.environ.get("GROWTH_KEEP") == "1":
            print(f"the grown shop is kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

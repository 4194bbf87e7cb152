#!/usr/bin/env bash
# Load-tests the release binary on this machine (DESIGN.md §9). Bounded: a few 10-second runs
# against 127.0.0.1 only. Needs wrk (apt-get install -y wrk).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }

BIN=target/release/tokri
PORT=${BENCH_PORT:-18080}
DATA=$(mktemp -d)
BASE="http://127.0.0.1:$PORT"
export TOKRI_ADDR="127.0.0.1:$PORT" TOKRI_DATA_DIR="$DATA" TOKRI_LOG=warn
export TOKRI_ADMIN_EMAIL=bench@tokri.local TOKRI_ADMIN_PASSWORD=bench-pass

start=$(date +%s%N)
$BIN serve >"$DATA/server.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null; rm -rf "$DATA"' EXIT
until curl -fs "$BASE/api/health" >/dev/null; do sleep 0.02; done
echo "start to healthy: $(( ($(date +%s%N) - start) / 1000000 )) ms"
echo "idle RSS: $(ps -o rss= -p $PID | awk '{printf "%.1f MB", $1/1024}')"

json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }
ADMIN=$(curl -fs -X POST "$BASE/api/auth/login" -H 'content-type: application/json' \
  -d "{\"email\":\"$TOKRI_ADMIN_EMAIL\",\"password\":\"$TOKRI_ADMIN_PASSWORD\"}" | json "['token']")
CAT=$(curl -fs "$BASE/api/categories" | json "[0]['_id']")
have=$(curl -fs "$BASE/api/products" | json ".__len__()")
for i in $(seq $((have + 1)) 500); do
  curl -fs -o /dev/null -X POST "$BASE/api/admin/products" -H "authorization: Bearer $ADMIN" -H 'content-type: application/json' \
    -d "{\"name\":\"Bench fruit $i\",\"description\":\"A fruit for measuring\",\"price\":$((100 + i)).5,\"categoryId\":\"$CAT\",\"image\":[\"/images/default-fruit.svg\"],\"weight\":\"1 kg\",\"origin\":\"Pune\"}"
done
PRODUCT=$(curl -fs "$BASE/api/products" | json "[0]['_id']")
echo "catalogue: $(curl -fs "$BASE/api/products" | json ".__len__()") products"

run() {
  echo; echo "== $1"; shift
  wrk -t2 -c50 -d10s --latency "$@" | grep -E 'Requests/sec|Latency|99%|Non-2xx'
}
run "GET /api/products (br, gzip), 50 connections" -H 'Accept-Encoding: br, gzip' "$BASE/api/products"
run "GET /api/products/{id} (br, gzip), 50 connections" -H 'Accept-Encoding: br, gzip' "$BASE/api/products/$PRODUCT"

curl -fs -X POST "$BASE/api/auth/signup" -H 'content-type: application/json' \
  -d '{"name":"Bench Buyer","email":"buyer@tokri.local","password":"buyer-pass"}' >/dev/null
BUYER=$(curl -fs -X POST "$BASE/api/auth/login" -H 'content-type: application/json' \
  -d '{"email":"buyer@tokri.local","password":"buyer-pass"}' | json "['token']")
cat >"$DATA/order.lua" <<LUA
wrk.method = "POST"
wrk.headers["content-type"] = "application/json"
wrk.headers["authorization"] = "Bearer $BUYER"
wrk.body = '{"cart":[{"_id":"$PRODUCT","qty":2}],"shippingAddress":{"name":"Bench","mobile":"9822012345","street":"1 Road","city":"Pune","state":"Maharashtra","zip":"411001","country":"India"}}'
LUA
run "POST /api/orders (SQLite), 50 connections" -s "$DATA/order.lua" "$BASE/api/orders"
echo; echo "RSS after load: $(ps -o rss= -p $PID | awk '{printf "%.1f MB", $1/1024}')"

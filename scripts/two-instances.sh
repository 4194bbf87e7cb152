#!/usr/bin/env bash
# Two Tokri instances on one PostgreSQL database behind nginx (deploy/nginx.conf), as in
# docs/DEPLOYING.md, checked end to end (issue 12):
#   - an instance on PostgreSQL without TOKRI_JWT_SECRET refuses to start;
#   - both start together on an empty database and seed it once; one runs the reconciler;
#   - an order placed and paid on A is paid on B; a session from A works on B;
#   - a price changed through A's admin is served by B within 1 s;
#   - 20 parallel payment verifications split across A and B pay the order once, mail once;
#   - through nginx, requests reach both, /metrics stays private, request ids match the log;
#   - A killed in the middle of a burst: B keeps serving, nginx sends everything to B.
# Needs TOKRI_TEST_POSTGRES_URL (a server where this user may create databases: a fresh one
# is created and dropped), psql, curl, python3, openssl and nginx (installed if missing).
# Uses target/debug/tokri (TOKRI_BIN to change).
set -euo pipefail
cd "$(dirname "$0")/.."

: "${TOKRI_TEST_POSTGRES_URL:?set TOKRI_TEST_POSTGRES_URL, e.g. postgres://postgres@127.0.0.1:5432/test}"
BIN=$(realpath "${TOKRI_BIN:-target/debug/tokri}")
[ -x "$BIN" ] || { echo "no $BIN: build it first (cargo build -p tokri)"; exit 1; }
if ! command -v nginx >/dev/null; then
  echo "Installing nginx for the load balancer"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
fi
NGINX=$(command -v nginx)
for tool in psql curl python3 openssl; do
  command -v $tool >/dev/null || { echo "$tool is needed"; exit 1; }
done

WORK=$(mktemp -d)
DB="tokri_two_$(date +%s)_$$"
ADMIN_URL=${TOKRI_TEST_POSTGRES_URL%%\?*}
QUERY=${TOKRI_TEST_POSTGRES_URL#"$ADMIN_URL"}
DB_URL="${ADMIN_URL%/*}/$DB$QUERY"
# Three free ports in a row, below the range outgoing connections take (scripts/free_ports.py).
PORT0=$(python3 scripts/free_ports.py 3)
PA=$((PORT0 + 1)) PB=$((PORT0 + 2)) PLB=$PORT0
A="http://127.0.0.1:$PA" B="http://127.0.0.1:$PB" LB="http://127.0.0.1:$PLB"
PIDS=()

fail() {
  echo "FAIL: $*" >&2
  for f in a.log b.log nginx-error.log; do
    [ -s "$WORK/$f" ] && { echo "--- last lines of $f" >&2; tail -n 20 "$WORK/$f" >&2; }
  done
  exit 1
}
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
  wait 2>/dev/null || true
  psql -q "$TOKRI_TEST_POSTGRES_URL" -c "DROP DATABASE IF EXISTS \"$DB\" WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
ok() { echo "ok: $*"; }
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
# curl that answers "STATUS BODY", never fails on HTTP errors.
call() { curl -s -o "$WORK/body" -w '%{http_code}' "$@"; }
sql() { psql -qtA "$DB_URL" -c "$1"; }

psql -q "$TOKRI_TEST_POSTGRES_URL" -c "CREATE DATABASE \"$DB\"" >/dev/null
echo "database $DB; instances on :$PA and :$PB, nginx on :$PLB"

export TOKRI_DATABASE_URL="$DB_URL" TOKRI_DEMO=1 TOKRI_LOG=info TOKRI_LOG_FORMAT=json
export TOKRI_ADMIN_EMAIL=owner@tokri.test TOKRI_ADMIN_PASSWORD=owner-pass
export TOKRI_TRUSTED_PROXIES=127.0.0.1 TOKRI_METRICS_TOKEN=metrics-token-0123456789
unset TOKRI_JWT_SECRET TOKRI_SMTP_URL TOKRI_PAYMENT_PROVIDER

# 1. Without a shared signing key an instance would split the shop: it must not start.
if TOKRI_ADDR=127.0.0.1:$PA TOKRI_DATA_DIR="$WORK/lonely" timeout 20 "$BIN" serve >"$WORK/lonely.log" 2>&1; then
  fail "serve started on PostgreSQL without TOKRI_JWT_SECRET"
fi
grep -q "TOKRI_JWT_SECRET" "$WORK/lonely.log" || fail "the refusal does not name TOKRI_JWT_SECRET: $(cat "$WORK/lonely.log")"
ok "serve refuses PostgreSQL without TOKRI_JWT_SECRET"

export TOKRI_JWT_SECRET
TOKRI_JWT_SECRET=$(openssl rand -hex 32)
start() { # name port
  TOKRI_ADDR=127.0.0.1:$2 TOKRI_DATA_DIR="$WORK/$1" TOKRI_PUBLIC_URL="$LB" "$BIN" serve >"$WORK/$1.log" 2>&1 &
  PIDS+=($!)
}
# 2. Both at once on the empty database: migrations, demo catalogue and admin happen once.
start a "$PA"; PID_A=$!
start b "$PB"
for url in "$A" "$B"; do
  for _ in $(seq 1 300); do curl -fs "$url/api/health" >/dev/null && break; sleep 0.1; done
  curl -fs "$url/api/health" >/dev/null || fail "$url did not become healthy"
done
ok "both instances healthy"
[ "$(sql 'SELECT COUNT(*) FROM categories')" = 6 ] || fail "demo categories seeded $(sql 'SELECT COUNT(*) FROM categories') times over"
[ "$(sql 'SELECT COUNT(*) FROM products')" = 43 ] || fail "demo products: $(sql 'SELECT COUNT(*) FROM products')"
[ "$(sql "SELECT COUNT(*) FROM users WHERE role = 'admin'")" = 1 ] || fail "admins: $(sql "SELECT COUNT(*) FROM users WHERE role = 'admin'")"
ok "demo catalogue and admin made once"

metric() { # url name-with-labels
  curl -fs -H "authorization: Bearer $TOKRI_METRICS_TOKEN" "$1/metrics" | awk -v n="$2" '$1==n {print $2}'
}
runs=0
for _ in $(seq 1 50); do
  runs=$(( $(metric "$A" 'tokri_reconciler_runs_total{outcome="ok"}') + $(metric "$B" 'tokri_reconciler_runs_total{outcome="ok"}') ))
  [ "$runs" -ge 1 ] && break
  sleep 0.1
done
[ "$runs" = 1 ] || fail "reconciler runs at start on both instances together: $runs (want 1)"
ok "one instance ran the reconciler"

# 3. Sign up and log in on A, use the session on B.
curl -fs -o /dev/null -X POST "$A/api/auth/signup" -H 'content-type: application/json' \
  -d '{"name":"Asha Patil","email":"asha@example.in","password":"secret1"}' || fail "sign-up on A"
TOKEN=$(curl -fs -X POST "$A/api/auth/login" -H 'content-type: application/json' \
  -d '{"email":"asha@example.in","password":"secret1"}' | json "d['token']")
[ "$(call "$B/api/user/profile" -H "authorization: Bearer $TOKEN")" = 200 ] || fail "A's session refused by B: $(cat "$WORK/body")"
ok "a session signed by A works on B"

PRODUCT=$(curl -fs "$A/api/products" | json "d[0]['_id']")
ADMIN=$(curl -fs -X POST "$A/api/auth/login" -H 'content-type: application/json' \
  -d "{\"email\":\"$TOKRI_ADMIN_EMAIL\",\"password\":\"$TOKRI_ADMIN_PASSWORD\"}" | json "d['token']")
# The demo shop takes orders by delivery slot (25 a day each): every order here goes to
# tomorrow's first slot, which the owner gives room for the bursts below.
read -r DAY SLOT_ID SLOT_START SLOT_END < <(curl -fs "$A/api/delivery/slots" \
  | json "' '.join([d['days'][1]['date']] + [[s['slotId'], s['start'], s['end']] for s in d['days'][1]['slots'] if s['state'] == 'open'][0])")
[ "$(call -X PUT "$A/api/admin/delivery/slots/$SLOT_ID" -H "authorization: Bearer $ADMIN" -H 'content-type: application/json' \
  -d "{\"start\":\"$SLOT_START\",\"end\":\"$SLOT_END\",\"capacity\":10000}")" = 200 ] || fail "slot capacity: $(cat "$WORK/body")"
DELIVERY="{\"date\":\"$DAY\",\"slotId\":\"$SLOT_ID\"}"
place() { # base url -> "providerOrderId orderDocId"
  curl -fs -X POST "$1/api/orders" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
    -d "{\"cart\":[{\"_id\":\"$PRODUCT\",\"qty\":1}],\"shippingAddress\":{\"name\":\"Asha Patil\",\"mobile\":\"9822012345\",\"street\":\"12 FC Road\",\"city\":\"Pune\",\"state\":\"Maharashtra\",\"zip\":\"411004\",\"country\":\"India\"},\"delivery\":$DELIVERY}" \
    | json "d['orderId'] + ' ' + d['orderDocId']"
}
payment_status() { curl -fs "$1/api/orders/$2" -H "authorization: Bearer $TOKEN" | json "d['paymentStatus']"; }

# 4. Place and pay on A (the sandbox's Pay button, then the browser's verification); B sees it paid.
read -r POID DOC < <(place "$A")
PAID=$(curl -fs -X POST "$A/api/payments/sandbox/$POID/pay")
PAY_ID=$(echo "$PAID" | json "d['razorpay_payment_id']")
SIG=$(echo "$PAID" | json "d['razorpay_signature']")
[ "$(call -X POST "$A/api/orders/verify-payment" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
  -d "{\"orderDocId\":\"$DOC\",\"paymentId\":\"$PAY_ID\",\"signature\":\"$SIG\"}")" = 200 ] || fail "verify on A: $(cat "$WORK/body")"
[ "$(payment_status "$B" "$DOC")" = paid ] || fail "order paid on A is not paid on B"
ok "an order placed and paid on A is paid on B"

# 5. A price changed through A's admin reaches B within a second (B had it cached).
curl -fs "$B/api/products/$PRODUCT" >/dev/null
BODY=$(curl -fs "$A/api/products/$PRODUCT" | python3 -c "
import json,sys; p=json.load(sys.stdin)
print(json.dumps({'name':p['name'],'description':p['description'],'image':p['images'],'price':1234.5,
                  'categoryId':p['categoryId']['_id'],'weight':p['weight'],'origin':p['origin']}))")
[ "$(call -X PUT "$A/api/admin/products/$PRODUCT" -H "authorization: Bearer $ADMIN" -H 'content-type: application/json' -d "$BODY")" = 200 ] \
  || fail "price change on A: $(cat "$WORK/body")"
changed_at=$(date +%s%N)
seen=""
while [ $(( ($(date +%s%N) - changed_at) / 1000000 )) -lt 1000 ]; do
  if curl -fs "$B/api/products/$PRODUCT" | grep -q '"price":1234.5[,}]'; then
    seen=$(( ($(date +%s%N) - changed_at) / 1000000 )); break
  fi
  sleep 0.02
done
[ -n "$seen" ] || fail "B still served the old price 1 s after A's admin changed it"
ok "a price changed on A was served by B after ${seen} ms"

# 6. Twenty verifications of one payment at once, split across A and B: paid once, mailed once.
read -r POID DOC < <(place "$A")
SANDBOX_KEY=$(printf '%s' 'tokri sandbox payments' | openssl dgst -sha256 -hmac "$TOKRI_JWT_SECRET" | awk '{print $NF}')
PAY_ID="pay_sbx_race$$"
SIG=$(printf '%s|%s' "$POID" "$PAY_ID" | openssl dgst -sha256 -hmac "$SANDBOX_KEY" | awk '{print $NF}')
VERIFIERS=()
for i in $(seq 1 20); do
  url=$([ $((i % 2)) = 0 ] && echo "$A" || echo "$B")
  curl -s -o /dev/null -w '%{http_code}\n' -X POST "$url/api/orders/verify-payment" -H "authorization: Bearer $TOKEN" \
    -H 'content-type: application/json' -d "{\"orderDocId\":\"$DOC\",\"paymentId\":\"$PAY_ID\",\"signature\":\"$SIG\"}" \
    >"$WORK/verify-$i" &
  VERIFIERS+=($!)
done
wait "${VERIFIERS[@]}"
[ "$(cat "$WORK"/verify-* | sort | uniq -c | awk '{print $1 " " $2}')" = "20 200" ] || fail "verifications: $(cat "$WORK"/verify-* | sort | uniq -c)"
[ "$(payment_status "$A" "$DOC")" = paid ] && [ "$(payment_status "$B" "$DOC")" = paid ] || fail "order not paid"
[ "$(sql "SELECT COUNT(*) FROM payments WHERE order_id = '$DOC'")" = 1 ] || fail "payments recorded: $(sql "SELECT COUNT(*) FROM payments WHERE order_id = '$DOC'")"
NUMBER=$(sql "SELECT number FROM orders WHERE id = '$DOC'")
mails() { grep -l "order #${NUMBER} is confirmed" "$WORK"/a/outbox/*.eml "$WORK"/b/outbox/*.eml 2>/dev/null | wc -l; }
for _ in $(seq 1 50); do [ "$(mails)" -ge 1 ] && break; sleep 0.1; done
sleep 1 # time for a second mail, were there one
[ "$(mails)" = 1 ] || fail "confirmation mails for the raced order: $(mails)"
ok "20 parallel verifications on A and B: 1 paid order, 1 payment, 1 confirmation mail"

# 7. Through nginx: both instances answer, /metrics is private, the request id is nginx's.
sed -e "s/server 10.0.0.11:8080/server 127.0.0.1:$PA/" -e "s/server 10.0.0.12:8080/server 127.0.0.1:$PB/" \
    -e "s/listen 80;/listen 127.0.0.1:$PLB;/" -e '/listen \[::\]:80;/d' \
    -e "s#/var/log/nginx/tokri.access.log#$WORK/nginx-access.log#" deploy/nginx.conf >"$WORK/tokri.conf"
grep -q "127.0.0.1:$PA" "$WORK/tokri.conf" && grep -q "listen 127.0.0.1:$PLB" "$WORK/tokri.conf" || fail "deploy/nginx.conf changed shape"
mkdir -p "$WORK/nginx-tmp"
cat >"$WORK/nginx-main.conf" <<NGINX
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 512; }
http {
    client_body_temp_path $WORK/nginx-tmp/body;
    proxy_temp_path $WORK/nginx-tmp/proxy;
    fastcgi_temp_path $WORK/nginx-tmp/fastcgi;
    uwsgi_temp_path $WORK/nginx-tmp/uwsgi;
    scgi_temp_path $WORK/nginx-tmp/scgi;
    include $WORK/tokri.conf;
}
NGINX
"$NGINX" -t -q -p "$WORK" -c "$WORK/nginx-main.conf" 2>"$WORK/nginx-error.log" || fail "nginx refuses deploy/nginx.conf"
"$NGINX" -p "$WORK" -c "$WORK/nginx-main.conf"
for _ in $(seq 1 50); do curl -fs "$LB/api/health" >/dev/null && break; sleep 0.1; done
before_a=$(metric "$A" 'tokri_http_requests_total{method="GET",route="/api/categories",status="200"}')
before_b=$(metric "$B" 'tokri_http_requests_total{method="GET",route="/api/categories",status="200"}')
for _ in $(seq 1 10); do curl -fs -o /dev/null "$LB/api/categories"; done
after_a=$(metric "$A" 'tokri_http_requests_total{method="GET",route="/api/categories",status="200"}')
after_b=$(metric "$B" 'tokri_http_requests_total{method="GET",route="/api/categories",status="200"}')
[ $(( ${after_a:-0} - ${before_a:-0} )) -ge 1 ] && [ $(( ${after_b:-0} - ${before_b:-0} )) -ge 1 ] \
  || fail "nginx did not spread requests: A +$(( ${after_a:-0} - ${before_a:-0} )), B +$(( ${after_b:-0} - ${before_b:-0} ))"
ok "nginx spreads requests over both instances"
[ "$(call "$LB/metrics" -H "authorization: Bearer $TOKRI_METRICS_TOKEN")" = 404 ] || fail "/metrics is public through nginx"
[ "$(call "$A/metrics")" = 401 ] || fail "/metrics without the token"
ok "/metrics: 401 without the token on an instance, 404 through nginx"
RID=$(curl -fs -D - -o /dev/null "$LB/api/health" | awk -F': ' 'tolower($1)=="x-request-id" {print $2}' | tr -d '\r')
[[ "$RID" =~ ^[0-9a-f]{32}$ ]] || fail "request id through nginx: '$RID'"
sleep 0.2
grep -q "id=$RID" "$WORK/nginx-access.log" || fail "nginx's access log lacks the request id $RID"
ok "the request id nginx made ($RID) is the one Tokri answers"
# The forwarded client address counts, per client: one address locked out, another not.
for _ in $(seq 1 11); do
  code=$(call -X POST "$LB/api/auth/login" -H 'x-forwarded-for: 198.51.100.7' -H 'content-type: application/json' \
    -d '{"email":"asha@example.in","password":"wrong-one"}')
done
[ "$code" = 429 ] || fail "11th wrong password from one client through nginx: $code"
[ "$(call -X POST "$LB/api/auth/login" -H 'x-forwarded-for: 198.51.100.8' -H 'content-type: application/json' \
  -d '{"email":"asha@example.in","password":"secret1"}')" = 200 ] || fail "another client is locked out too"
ok "through nginx each client has its own login limit"

# 8. Kill A in the middle of a burst: B answers every request sent to it; nginx moves to B.
burst() { # url count -> status codes in $WORK/burst-<tag>
  for i in $(seq 1 "$2"); do
    curl -s -o /dev/null -w '%{http_code}\n' "$1/api/products/$PRODUCT"
    curl -s -o /dev/null -w '%{http_code}\n' -X POST "$1/api/orders" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
      -d "{\"cart\":[{\"_id\":\"$PRODUCT\",\"qty\":1}],\"shippingAddress\":{\"name\":\"Asha Patil\",\"mobile\":\"9822012345\",\"street\":\"12 FC Road\",\"city\":\"Pune\",\"state\":\"Maharashtra\",\"zip\":\"411004\",\"country\":\"India\"},\"delivery\":$DELIVERY}"
  done
}
WORKERS=()
for w in 1 2 3 4; do burst "$B" 40 >"$WORK/burst-b$w" & WORKERS+=($!); done
for w in 1 2; do
  (for _ in $(seq 1 300); do curl -s -o /dev/null -w '%{http_code}\n' "$LB/api/products"; done) >"$WORK/burst-lb$w" &
  WORKERS+=($!)
done
until [ "$(wc -l <"$WORK/burst-lb1")" -ge 100 ]; do sleep 0.02; done
kill -9 "$PID_A"
wait "$PID_A" 2>/dev/null || true
ok "killed A mid-burst ($(cat "$WORK"/burst-* | wc -l) of 920 requests answered)"
wait "${WORKERS[@]}"
bad_b=$(cat "$WORK"/burst-b* | grep -cvE '^(200|201)$' || true)
[ "$bad_b" = 0 ] || fail "B failed $bad_b of 320 requests while A died: $(cat "$WORK"/burst-b* | sort | uniq -c)"
bad_lb=$(cat "$WORK"/burst-lb* | grep -cv '^200$' || true)
[ "$bad_lb" = 0 ] || fail "nginx failed $bad_lb of 600 reads while A died: $(cat "$WORK"/burst-lb* | sort | uniq -c)"
ok "B answered all 320 requests sent to it and nginx all 600 reads while A died"
read -r _ DOC < <(place "$LB")
[ -n "$DOC" ] && [ "$(call "$LB/api/health")" = 200 ] || fail "the shop does not serve through nginx with A gone"
ok "with A gone the shop takes orders through nginx"
echo "Two instances: all checks passed."

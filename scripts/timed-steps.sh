#!/usr/bin/env bash
# Runs `make` targets one after another and prints how long each took, then the total, so every
# CI run shows where its time goes (docs/decisions.md, "Build and CI time"). A step that fails
# stops the run. Steps joined by "+" run side by side (one that mostly waits beside one that
# mostly computes, say); the output of all but the last is printed when they have all ended, so
# the log stays readable. With STEP_BUDGET_MINUTES set, a run slower than that is reported loudly
# (it does not fail: a slow machine is not a broken build).
set -uo pipefail
times=()
start_all=$(date +%s)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

run_step() {
  echo "==> make $1"
  ${MAKE:-make} --no-print-directory "$1"
}

for step in "$@"; do
  start=$(date +%s)
  IFS='+' read -r -a together <<<"${step}"
  pids=()
  for side in "${together[@]:0:${#together[@]}-1}"; do
    run_step "${side}" >"${logs}/${side}.log" 2>&1 &
    pids+=("$!")
  done
  run_step "${together[-1]}"
  rc=$?
  i=0
  for side in "${together[@]:0:${#together[@]}-1}"; do
    wait "${pids[$i]}"
    side_rc=$?
    cat "${logs}/${side}.log"
    [ "$side_rc" -ne 0 ] && { echo "make ${side} failed"; rc=$side_rc; }
    i=$((i + 1))
  done
  took=$(( $(date +%s) - start ))
  times+=("$(printf '%-32s %4d:%02d' "${step}" $((took / 60)) $((took % 60)))")
  if [ "$rc" -ne 0 ]; then
    echo "make ${step} failed after ${took}s"
    exit "$rc"
  fi
done
total=$(( $(date +%s) - start_all ))
echo
echo "Time per step (min:s):"
printf '  %s\n' "${times[@]}"
printf '  %-32s %4d:%02d\n' "total" $((total / 60)) $((total % 60))
if [ -n "${STEP_BUDGET_MINUTES:-}" ] && [ "$total" -gt $((STEP_BUDGET_MINUTES * 60)) ]; then
  echo "WARNING: these checks took more than the ${STEP_BUDGET_MINUTES}-minute budget; see docs/decisions.md"
fi

#!/usr/bin/env bash
# Runs `make` targets one after another and prints how long each took, then the total, so every
# CI run shows where its time goes (docs/decisions.md, "Build and CI time"). A step that fails
# stops the run. With STEP_BUDGET_MINUTES set, a run slower than that is reported loudly (it
# does not fail: a slow machine is not a broken build).
set -uo pipefail
times=()
start_all=$(date +%s)
for step in "$@"; do
  start=$(date +%s)
  echo "==> make ${step}"
  ${MAKE:-make} --no-print-directory "${step}"
  rc=$?
  took=$(( $(date +%s) - start ))
  times+=("$(printf '%-18s %4d:%02d' "${step}" $((took / 60)) $((took % 60)))")
  if [ "$rc" -ne 0 ]; then
    echo "make ${step} failed after ${took}s"
    exit "$rc"
  fi
done
total=$(( $(date +%s) - start_all ))
echo
echo "Time per step (min:s):"
printf '  %s\n' "${times[@]}"
printf '  %-18s %4d:%02d\n' "total" $((total / 60)) $((total % 60))
if [ -n "${STEP_BUDGET_MINUTES:-}" ] && [ "$total" -gt $((STEP_BUDGET_MINUTES * 60)) ]; then
  echo "WARNING: these checks took more than the ${STEP_BUDGET_MINUTES}-minute budget; see docs/decisions.md"
fi

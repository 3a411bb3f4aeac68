#!/usr/bin/env bash
# Instructions executed by each build on the same job, counted by valgrind's callgrind: unlike
# wall or CPU time, the count does not move with the machine's load, so a 1% change shows.
#
#   scripts/bench/instr.sh ROOT BIN... [-- ARGS...]      (default ARGS: check --all --json --no-cache)
#
# The default ARGS skip the cache (a build run twice on one harness would count a warm run
# the second time). Counts every thread. Slow (~50x native): give it a small harness or `--op OP`. Needs valgrind.
# With two workers the count moves by up to ~1% between runs of one binary (which worker gets
# which scenario); PIN=1 runs it on one core, one worker, with address randomization off: the
# count then repeats within 0.1% (a different job: one interpreter for every scenario).
set -euo pipefail
command -v valgrind >/dev/null || { echo "instr.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[[ $# -ge 2 ]] || { sed -n 2,8p "$0" >&2; exit 2; }
root="$1"; shift
bins=()
while [[ $# -gt 0 && "$1" != "--" ]]; do bins+=("$1"); shift; done
[[ "${1:-}" == "--" ]] && shift
args=("$@")
[[ ${#args[@]} -gt 0 ]] || args=(check --all --json --no-cache)
first=""
for b in "${bins[@]}"; do
  pin=()
  [[ -n "${PIN:-}" ]] && pin=(taskset -c 0 setarch -R)
  n=$("${pin[@]}" valgrind --tool=callgrind --callgrind-out-file=/dev/null "$b" --root "$root" "${args[@]}" 2>&1 >/dev/null \
      | awk '/Collected/ {print $4}')
  [[ -n "$n" ]] || { echo "instr.sh: no count for $b" >&2; exit 2; }
  if [[ -z "$first" ]]; then first="$n"; rel=""; else rel=$(awk -v a="$first" -v b="$n" 'BEGIN{printf "  (%.3fx the first)", b/a}'); fi
  printf '%-40s %15s instructions%s\n' "$b" "$n" "$rel"
done

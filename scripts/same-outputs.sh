#!/usr/bin/env bash
# Run two gen-config binaries over every harness in the repo and compare what they print:
# stdout, stderr and exit code of each run, byte for byte. For a change that must not change
# behaviour (a refactor): build the binary before and after, then
#
#   scripts/same-outputs.sh BASE_BIN NEW_BIN
#
# The harnesses: the bundled example, the smoke harness, every tests/fixtures/unseen/*/benchmark
# and every tests/fixtures/idioms/*/benchmark. On each: `schema`, `schema --json`, `check --all`
# (human, --json, --verbose, --format github, --format sarif); the unseen harnesses' broken
# configs (`cases/`) and the example's fixture configs (tests/fixtures/configs) checked by path;
# on the example, `new "<intent>" --dry-run` for a few intents, human and --json. Nothing is
# stripped: no output of these commands holds a timing (GEN_CONFIG_TIMINGS is unset here).
#
# Both binaries run pinned to one CPU (taskset), so each spreads its work over one worker: the
# outputs must not depend on which scenarios a worker's interpreter probed first (a scenario's
# `unresolved_imports` once did; tests/schema.rs now holds that), and pinning keeps a binary
# from before that fix comparable. Prints each difference; exits 1 if there is
# one, 0 if none.
set -uo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 BASE_BIN NEW_BIN" >&2
  exit 2
fi
base="$(realpath "$1")" new="$(realpath "$2")"
for b in "$base" "$new"; do
  [[ -x "$b" ]] || { echo "not an executable: $b" >&2; exit 2; }
done

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo" || exit 2
unset GEN_CONFIG_TIMINGS
export NO_COLOR=1

pin=()
if command -v taskset >/dev/null; then
  cpu="$(taskset -pc $$ | sed 's/.*: *//; s/[-,].*//')"
  pin=(taskset -c "$cpu")
else
  echo "warning: no taskset; outputs that depend on scheduling may differ" >&2
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/same-outputs.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

runs=0 diffs=0

# compare LABEL -- ARGS...: run both binaries with ARGS (stdin closed), compare the three outputs.
compare() {
  local label="$1"; shift 2
  local side bin
  for side in base new; do
    [[ $side == base ]] && bin="$base" || bin="$new"
    "${pin[@]}" "$bin" "$@" </dev/null >"$tmp/$side.out" 2>"$tmp/$side.err"
    echo "$?" >"$tmp/$side.code"
  done
  runs=$((runs + 1))
  local what differ=0
  for what in out err code; do
    if ! cmp -s "$tmp/base.$what" "$tmp/new.$what"; then
      if [[ $differ == 0 ]]; then echo "DIFFERENT: $label" && echo "  gen-config $*"; fi
      differ=1
      echo "  --- $what (base vs new):"
      diff "$tmp/base.$what" "$tmp/new.$what" | head -40 | sed 's/^/    /'
    fi
  done
  diffs=$((diffs + differ))
}

example=examples/halops-bench/benchmark
roots=("$example" tests/fixtures/smoke-harness/benchmark)
for d in tests/fixtures/unseen/*/benchmark tests/fixtures/idioms/*/benchmark; do
  [[ -f "$d/benchmark.py" ]] && roots+=("$d")
done

for root in "${roots[@]}"; do
  compare "$root: schema" -- --root "$root" schema
  compare "$root: schema --json" -- --root "$root" schema --json
  compare "$root: check --all" -- --root "$root" check --all
  compare "$root: check --all --json" -- --root "$root" check --all --json
  compare "$root: check --all --verbose" -- --root "$root" check --all --verbose
  compare "$root: check --all --format github" -- --root "$root" check --all --format github
  compare "$root: check --all --format sarif" -- --root "$root" check --all --format sarif
  [[ -d "$root/configs" ]] && compare "$root: check configs (a folder)" -- --root "$root" check --json "$root/configs"
done

# Configs checked by path: the unseen harnesses' broken cases, the example's fixture configs.
for u in tests/fixtures/unseen/*; do
  [[ -d "$u/cases" ]] || continue
  mapfile -t files < <(find "$u/cases" -name '*.yaml' | sort)
  [[ ${#files[@]} -gt 0 ]] || continue
  compare "$u: check cases" -- --root "$u/benchmark" check "${files[@]}"
  compare "$u: check cases --json" -- --root "$u/benchmark" check --json --verbose "${files[@]}"
done
mapfile -t files < <(find tests/fixtures/configs -name '*.yaml' | sort)
if [[ ${#files[@]} -gt 0 ]]; then
  compare "example: check fixture configs" -- --root "$example" check --verbose "${files[@]}"
  compare "example: check fixture configs --json" -- --root "$example" check --json "${files[@]}"
fi

intents=(
  "给 decode 加个 FP8 的配置, batch 1/16/64, s_kv 1k 4k 16k 对比 fi"
  "add group_masked w4a4-nvfp4 shapes"
  "prefill chunked bf16 batch 1 4"
  "add a dense bf16 gemm config"
  "decode bf16 batch 1 2 32 q heads 8 kv heads"
  "MLA decode fp8"
)
for intent in "${intents[@]}"; do
  compare "example: new \"$intent\" --dry-run" -- --root "$example" new "$intent" --dry-run --lang en
  compare "example: new \"$intent\" --dry-run (zh)" -- --root "$example" new "$intent" --dry-run --lang zh
  compare "example: new \"$intent\" --dry-run --json" -- --root "$example" new "$intent" --dry-run --json
done

echo "$runs runs compared (stdout, stderr, exit code each): $diffs different"
[[ $diffs == 0 ]]

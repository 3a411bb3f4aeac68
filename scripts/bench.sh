#!/usr/bin/env bash
# gen-config benchmark: wall times of schema/check on the example harness and on a grown one,
# against the same check written in Python (ast + PyYAML: scripts/bench/py_eval_check.py) and a
# Python checker that only parses and reads (py_check.py). Prints figures; never asserts on them.
#
#   scripts/bench.sh                      # 20 ops x 50 scenarios, 10 configs each (10,000 configs)
#   OPS=4 SCEN=10 CFGS=5 scripts/bench.sh # smaller
#
# Environment: RUNS (runs per small timing, best-of; default 10), BIG_RUNS (grown-harness runs,
# default 3), BUDGET (stop repeating a timing once its runs took this many seconds; default 60),
# TIMEOUT (kill one run after this many seconds; default 900), KEEP=1 (keep the temp dir),
# SKIP_BUILD=1, SKIP_PY=1 (no Python baseline), BIN=PATH (time that binary instead: another
# build to compare with; implies SKIP_BUILD).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
example="$repo/examples/halops-bench/benchmark"
OPS="${OPS:-20}" SCEN="${SCEN:-50}" CFGS="${CFGS:-10}"
RUNS="${RUNS:-10}" BIG_RUNS="${BIG_RUNS:-3}" BUDGET="${BUDGET:-60}" TIMEOUT="${TIMEOUT:-900}"

if ! python3 -c 'import yaml' 2>/dev/null; then
  echo "installing pyyaml..." >&2
  python3 -m pip install --quiet pyyaml 2>/dev/null || python3 -m pip install --quiet --break-system-packages pyyaml
fi

if [[ -z "${SKIP_BUILD:-}" && -z "${BIN:-}" ]]; then
  echo "building (cargo build --release)..." >&2
  (cd "$repo" && cargo build --release --quiet)
fi
bin="${BIN:-$repo/target/release/gen-config}"
[[ -x "$bin" ]] || { echo "no $bin" >&2; exit 2; }

tmp="$(mktemp -d "${TMPDIR:-/tmp}/gen-config-bench.XXXXXX")"
if [[ -z "${KEEP:-}" ]]; then trap 'rm -rf "$tmp"' EXIT; else echo "keeping $tmp" >&2; fi
grown="$tmp/benchmark"
results="$tmp/results.jsonl"
: >"$results"

# timing LABEL TARGET_SECONDS RUNS OUTFILE -- CMD...
timing() {
  local label="$1" target="$2" runs="$3" out="$4"; shift 5
  echo "timing: $label ..." >&2
  local line
  line="$(python3 "$here/bench/timeit.py" --runs "$runs" --budget "$BUDGET" --timeout "$TIMEOUT" \
          ${out:+--out "$out"} -- "$@")"
  python3 -c 'import json,sys; d=json.loads(sys.argv[1]); d.update(label=sys.argv[2], target=sys.argv[3] or None, out=sys.argv[4] or None); print(json.dumps(d))' \
    "$line" "$label" "$target" "$out" >>"$results"
}

timing "example: schema"          0.020 "$RUNS" "" -- "$bin" --root "$example" schema
timing "example: schema --json"   0.020 "$RUNS" "" -- "$bin" --root "$example" schema --json
# The check timings are of cold runs (`--no-cache`: every config checked) unless they say `warm`.
timing "example: check --all --json" "" "$RUNS" "$tmp/example_check.json" -- "$bin" --root "$example" check --all --json --no-cache

echo "growing: $OPS ops x $SCEN scenarios x $CFGS configs ..." >&2
python3 "$here/bench/grow.py" "$example" "$grown" "$OPS" "$SCEN" "$CFGS"
nscen=$((OPS * SCEN))
ncfg=$(find "$grown/configs" -name '*.yaml' | wc -l)

timing "grown ($nscen scenarios): schema --json" 1.0 "$BIG_RUNS" "$tmp/grown_schema.json" \
  -- "$bin" --root "$grown" schema --json
timing "grown ($ncfg configs): check --all --json" 1.0 "$BIG_RUNS" "$tmp/grown_check.json" \
  -- "$bin" --root "$grown" check --all --json --no-cache
# Warm: the cache (.gen-config-cache/ in the grown root) filled by one run, then nothing changed.
"$bin" --root "$grown" check --all --json >/dev/null || true
timing "grown ($ncfg configs): check --all --json, warm" 0.1 "$BIG_RUNS" "$tmp/grown_check_warm.json" \
  -- "$bin" --root "$grown" check --all --json
cmp -s "$tmp/grown_check.json" "$tmp/grown_check_warm.json" \
  || echo "warning: the warm check's output differs from the cold one's" >&2
# One more run of each, with its phases timed (GEN_CONFIG_TIMINGS): where the time goes.
echo "phases: grown schema and check ..." >&2
GEN_CONFIG_TIMINGS=1 "$bin" --root "$grown" schema --json 2>"$tmp/phases_schema.txt" >/dev/null || true
GEN_CONFIG_TIMINGS=1 "$bin" --root "$grown" check --all --json --no-cache 2>"$tmp/phases_check.txt" >/dev/null || true
GEN_CONFIG_TIMINGS=1 "$bin" --root "$grown" check --all --json 2>"$tmp/phases_check_warm.txt" >/dev/null || true
if [[ -z "${SKIP_PY:-}" ]]; then
  timing "grown ($ncfg configs): py_eval_check.py (same check)" "" "$BIG_RUNS" "$tmp/grown_pyeval.json" \
    -- python3 "$here/bench/py_eval_check.py" "$grown" --json
  timing "grown ($ncfg configs): py_check.py (parse+read only)" "" "$BIG_RUNS" "$tmp/grown_py.json" \
    -- python3 "$here/bench/py_check.py" "$grown" --json
fi

python3 - "$results" "$tmp" <<'PY'
import json, os, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
tmp = sys.argv[2]

def fmt(s):
    if s is None:
        return "-"
    return f"{s * 1000:.1f} ms" if s < 1 else f"{s:.2f} s"

print()
print(f"{'what':<52} {'runs':>4} {'best':>10} {'median':>10} {'CPU med.':>10} {'target':>9} {'max RSS':>9}  note")
print("-" * 121)
for r in rows:
    note = []
    if r["timed_out"]:
        note.append(f"a run timed out (> {r['timeout_s']:.0f} s)")
    if r["exit_codes"] not in ([0], [1], []):
        note.append(f"exit codes {r['exit_codes']}")
    t = float(r["target"]) if r["target"] else None
    if t is not None and r["best_s"] is not None:
        note.append("within target" if r["best_s"] <= t else f"{r['best_s'] / t:.1f}x over target")
    print(f"{r['label']:<52} {r['runs']:>4} {fmt(r['best_s']):>10} {fmt(r['median_s']):>10} "
          f"{fmt(r.get('median_cpu_s')):>10} {fmt(t) if t else '':>9} {r.get('max_rss_mb', 0):>6.0f} MB  "
          f"{'; '.join(note)}")

for what, f in (("schema --json", "phases_schema.txt"), ("check --all --json", "phases_check.txt"),
                ("check --all --json, warm", "phases_check_warm.txt")):
    try:
        lines = [l.rstrip() for l in open(os.path.join(tmp, f)) if l.startswith("timing:")]
    except OSError:
        lines = []
    if lines:
        print()
        print(f"phases of one more run of the grown {what} (GEN_CONFIG_TIMINGS=1; wall time):")
        for l in lines:
            print("  " + l[len("timing:"):].strip())

def verdicts(path):
    try:
        files = json.load(open(path))["files"]
    except Exception:
        return None
    return len(files), sum(1 for f in files if f["valid"])

rs = next((r for r in rows if r["label"].endswith("check --all --json") and r["label"].startswith("grown")), None)
print()
for key, what in (("py_eval_check", "the same check in Python (target: gen-config 30x faster)"),
                  ("py_check", "Python parsing and reading only, no evaluation (a floor)")):
    py = next((r for r in rows if key + ".py" in r["label"]), None)
    if rs and py and rs["best_s"] and py["best_s"]:
        ratio = py["best_s"] / rs["best_s"]
        print(f"check of the grown configs: gen-config {fmt(rs['best_s'])}, {key}.py {fmt(py['best_s'])}: "
              + (f"gen-config {ratio:.1f}x faster" if ratio >= 1 else f"gen-config {1 / ratio:.1f}x slower")
              + f" than {what}")
        if rs.get("median_cpu_s") and py.get("median_cpu_s"):
            print(f"    by CPU time (user + system, medians): gen-config {fmt(rs['median_cpu_s'])}, "
                  f"{key}.py {fmt(py['median_cpu_s'])}: {py['median_cpu_s'] / rs['median_cpu_s']:.1f}x")
for name, f in (("gen-config", "grown_check.json"), ("py_eval_check", "grown_pyeval.json"),
                ("py_check.py", "grown_py.json")):
    v = verdicts(os.path.join(tmp, f))
    if v:
        print(f"{name:>14}: {v[0]} configs, {v[1]} valid, {v[0] - v[1]} invalid")
print("(py_eval_check.py runs the harness's code for every sweep point as gen-config does, without its taint,")
print(" probe or verdicts, on the idioms the grown harness uses; unlike gen-config it does not answer a call")
print(" made again with equal arguments from memory (that spares gen-config over half the expressions here).")
print(" py_check.py decides far less: fields, required fields, backends only; no sweep points or constraints.")
print(f" Wall times: gen-config checks on all {os.cpu_count()} cores, the Python scripts on one; CPU times")
print(" add up every core.)")
PY

#!/usr/bin/env bash
# gen-config benchmark (issue 28's "Done when"): in one run, grows a harness (20 ops x 50 scenarios,
# 10 configs each: 10,000 configs) and prints, side by side, the five figures
#
#   1. `check --all --json` cold (`--no-cache`): wall, CPU, max RSS
#   2. the same, warm (the cache filled by one run, nothing changed since)
#   3. one config (`check --no-cache FILE`: what pre-commit and an editor run)
#   4. `schema --json` of the whole harness (cold, `--no-cache`; and warm, from the cache)
#   5. a shallow Python checker on the same configs (scripts/bench/py_check.py: ast + PyYAML,
#      fields, required fields and backend names, what a careful person would check by hand)
#
# and the ratio of the shallow checker's wall time to gen-config's, the machine and the date.
# Also the example harness's small timings, the phases of the grown runs (GEN_CONFIG_TIMINGS),
# and whether gen-config's verdicts and the shallow checker's agree, config by config. Prints
# figures; never asserts on them.
#
#   scripts/bench.sh                      # 20 ops x 50 scenarios, 10 configs each (10,000 configs)
#   OPS=4 SCEN=10 CFGS=5 scripts/bench.sh # smaller
#
# Environment: RUNS (runs per small timing, best-of; default 10), BIG_RUNS (grown-harness runs,
# default 3), BUDGET (stop repeating a timing once its runs took this many seconds; default 60),
# TIMEOUT (kill one run after this many seconds; default 900), KEEP=1 (keep the temp dir),
# SKIP_BUILD=1, SKIP_PY=1 (no Python checker), PY_EVAL=1 (also scripts/bench/py_eval_check.py,
# the same check as gen-config's written in Python: ~90 s a run), BIN=PATH (time that binary
# instead: another build to compare with; implies SKIP_BUILD).
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
# The machine, and how busy it was (the cores are shared: wall times wait for them).
{
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "cores=$(nproc 2>/dev/null || echo '?')"
  echo "cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)"
  echo "load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  echo "bin=$bin"
} >"$tmp/machine.txt"

# timing KEY LABEL GOAL RUNS OUTFILE -- CMD...   (GOAL: text, shown as it is)
timing() {
  local key="$1" label="$2" goal="$3" runs="$4" out="$5"; shift 6
  echo "timing: $label ..." >&2
  local line
  line="$(python3 "$here/bench/timeit.py" --runs "$runs" --budget "$BUDGET" --timeout "$TIMEOUT" \
          ${out:+--out "$out"} -- "$@")"
  python3 -c 'import json,sys; d=json.loads(sys.argv[1]); d.update(key=sys.argv[2], label=sys.argv[3], goal=sys.argv[4], out=sys.argv[5] or None); print(json.dumps(d))' \
    "$line" "$key" "$label" "$goal" "$out" >>"$results"
}

timing ex_schema      "example: schema"               "20 ms" "$RUNS" "" -- "$bin" --root "$example" schema --no-cache
timing ex_schema_json "example: schema --json"        "20 ms" "$RUNS" "" -- "$bin" --root "$example" schema --json --no-cache
timing ex_check       "example: check --all --json"   ""      "$RUNS" "$tmp/example_check.json" -- "$bin" --root "$example" check --all --json --no-cache

echo "growing: $OPS ops x $SCEN scenarios x $CFGS configs ..." >&2
python3 "$here/bench/grow.py" "$example" "$grown" "$OPS" "$SCEN" "$CFGS"
nscen=$((OPS * SCEN))
ncfg=$(find "$grown/configs" -name '*.yaml' | wc -l)
npy=$(find "$grown" -name '*.py' | wc -l)
one="$(find "$grown/configs" -name '*.yaml' | sort | sed -n 1p)"  # (sed reads it all: no SIGPIPE under pipefail)
echo "harness=$OPS ops x $SCEN scenarios ($nscen), $npy Python files, $ncfg configs" >>"$tmp/machine.txt"

timing check_cold "check --all --json, cold (--no-cache)" "0.5 s wall, 1 s CPU, 100 MB" "$BIG_RUNS" "$tmp/grown_check.json" \
  -- "$bin" --root "$grown" check --all --json --no-cache
# Warm: the cache (.gen-config-cache/ in the grown root) filled by one run, then nothing changed.
# The grown files are seconds old by then, so that run stores their stamps too (a file changed in
# the last 3 s is read by every run: src/check/stamps.rs).
"$bin" --root "$grown" check --all --json >/dev/null || true
timing check_warm "check --all --json, warm (nothing changed)" "0.1 s" "$BIG_RUNS" "$tmp/grown_check_warm.json" \
  -- "$bin" --root "$grown" check --all --json
timing one "one config (check --no-cache FILE)" "20 ms" "$RUNS" "$tmp/grown_one.json" \
  -- "$bin" --root "$grown" check --json --no-cache "$one"
timing schema_cold "schema --json, cold (--no-cache)" "0.3 s" "$BIG_RUNS" "$tmp/grown_schema.json" \
  -- "$bin" --root "$grown" schema --json --no-cache
"$bin" --root "$grown" schema --json >/dev/null || true
timing schema_warm "schema --json, warm (nothing changed)" "0.3 s" "$BIG_RUNS" "$tmp/grown_schema_warm.json" \
  -- "$bin" --root "$grown" schema --json
for pair in "grown_check grown_check_warm" "grown_schema grown_schema_warm"; do
  set -- $pair
  cmp -s "$tmp/$1.json" "$tmp/$2.json" || echo "warning: $2's output differs from the cold run's" >&2
done
# One more run of each, with its phases timed (GEN_CONFIG_TIMINGS): where the time goes.
echo "phases: grown schema and check ..." >&2
GEN_CONFIG_TIMINGS=1 "$bin" --root "$grown" schema --json --no-cache 2>"$tmp/phases_schema.txt" >/dev/null || true
GEN_CONFIG_TIMINGS=1 "$bin" --root "$grown" check --all --json --no-cache 2>"$tmp/phases_check.txt" >/dev/null || true
GEN_CONFIG_TIMINGS=1 "$bin" --root "$grown" check --all --json 2>"$tmp/phases_check_warm.txt" >/dev/null || true
if [[ -z "${SKIP_PY:-}" ]]; then
  timing py_check "shallow Python checker (py_check.py)" "" "$BIG_RUNS" "$tmp/grown_py.json" \
    -- python3 "$here/bench/py_check.py" "$grown" --json
  if [[ -n "${PY_EVAL:-}" ]]; then
    timing py_eval "the same check in Python (py_eval_check.py)" "" "$BIG_RUNS" "$tmp/grown_pyeval.json" \
      -- python3 "$here/bench/py_eval_check.py" "$grown" --json
  fi
fi
echo "load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" >>"$tmp/machine.txt"

python3 - "$results" "$tmp" <<'PY'
import json, os, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
tmp = sys.argv[2]
by = {r["key"]: r for r in rows}
machine = dict(l.rstrip("\n").split("=", 1) for l in open(os.path.join(tmp, "machine.txt")) if "=" in l)

def fmt(s):
    if s is None:
        return "-"
    return f"{s * 1000:.1f} ms" if s < 1 else f"{s:.2f} s"

print()
print(f"machine: {machine.get('cores')} cores, {machine.get('cpu')}; {machine.get('date')}; "
      f"load average {machine.get('load_before')} before, {machine.get('load_after')} after")
print(f"grown harness: {machine.get('harness')}")
print()
print(f"{'what':<46} {'runs':>4} {'wall best':>10} {'median':>10} {'CPU med.':>10} {'max RSS':>9}  {'goal (issue 28)':<28} note")
print("-" * 140)
for r in rows:
    if r["key"] == "check_cold":
        print(f"-- the grown harness --")
    note = []
    if r["timed_out"]:
        note.append(f"a run timed out (> {r['timeout_s']:.0f} s)")
    if r["exit_codes"] not in ([0], [1], []):
        note.append(f"exit codes {r['exit_codes']}")
    print(f"{r['label']:<46} {r['runs']:>4} {fmt(r['best_s']):>10} {fmt(r['median_s']):>10} "
          f"{fmt(r.get('median_cpu_s')):>10} {r.get('max_rss_mb', 0):>6.0f} MB  {r['goal'] or '':<28} {'; '.join(note)}")
print("(wall: best and median of the runs; CPU: user + system, every core added up, median; max RSS: the")
print(" largest run's peak resident memory. gen-config runs on every core, the Python checkers on one.)")

def ratio(what, key):
    rs, py = by.get(key), by.get("py_check")
    if not (rs and py and rs["best_s"] and py["best_s"]):
        return
    r = py["best_s"] / rs["best_s"]
    cpu = ""
    if rs.get("median_cpu_s") and py.get("median_cpu_s"):
        cpu = f"; by CPU (medians) {py['median_cpu_s'] / rs['median_cpu_s']:.1f}x"
    print(f"  {what}: shallow checker {fmt(py['best_s'])} / gen-config {fmt(rs['best_s'])} = "
          + (f"gen-config {r:.1f}x faster" if r >= 1 else f"gen-config {1 / r:.1f}x slower")
          + f" in wall time (best){cpu}")

if "py_check" in by:
    print()
    print("gen-config against the shallow Python checker, on the same configs (goal: 30x in wall time):")
    ratio("check --all, cold", "check_cold")
    ratio("check --all, warm", "check_warm")
if "py_eval" in by:
    rs, py = by["check_cold"], by["py_eval"]
    if rs["best_s"] and py["best_s"]:
        print(f"  the same check in Python (py_eval_check.py) {fmt(py['best_s'])}: gen-config cold "
              f"{py['best_s'] / rs['best_s']:.1f}x faster")

for what, f in (("schema --json, cold", "phases_schema.txt"), ("check --all --json, cold", "phases_check.txt"),
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

def files(name):
    try:
        return json.load(open(os.path.join(tmp, name)))["files"]
    except Exception:
        return None

print()
gc, py = files("grown_check.json"), files("grown_py.json")
for name, fs in (("gen-config", gc), ("py_check.py", py), ("py_eval_check", files("grown_pyeval.json"))):
    if fs:
        v = sum(1 for f in fs if f["valid"])
        print(f"{name:>14}: {len(fs)} configs, {v} valid, {len(fs) - v} invalid")
if gc and py:
    # Config by config: the same verdict, the same error codes?
    def rel(p):
        i = p.find("configs/")
        return p[i:] if i >= 0 else p
    def codes(f):
        return sorted({d["code"] for d in f["diagnostics"] if d.get("severity", "error") == "error"})
    g = {rel(f["path"]): f for f in gc}
    pyd = {rel(f["path"]): f for f in py}
    differ = sorted(set(g) ^ set(pyd)) + [p for p in pyd if p in g and codes(g[p]) != codes(pyd[p])]
    print(f"verdicts (error codes per config) of gen-config and py_check.py: "
          + ("the same on every config" if not differ else f"differ on {len(differ)} (e.g. {differ[0]})"))
print("(py_check.py decides far less than gen-config: field names, required fields and backend names")
print(" only; no sweep points, dtypes, constraints or backend support. Grow with --bad-fraction to see")
print(" its verdicts and gen-config's on broken configs.)")
PY

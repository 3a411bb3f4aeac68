# probe: sorted/min/max with key tuples (mixed directions via negation), reverse stability, default= on empty input, ties returning the first, keys that cannot be compared
# inputs
runs = [
    {"name": "a", "ms": 1.5, "bs": 16},
    {"name": "b", "ms": 0.7, "bs": 64},
    {"name": "c", "ms": 1.5, "bs": 8},
    {"name": "d", "ms": 0.7, "bs": 16},
    {"name": "e", "ms": 2.0, "bs": 64},
]
empty = []
# body
r_by_ms = [r["name"] for r in sorted(runs, key=lambda r: r["ms"])]
r_by_ms_rev = [r["name"] for r in sorted(runs, key=lambda r: r["ms"], reverse=True)]
r_by_tuple = [r["name"] for r in sorted(runs, key=lambda r: (r["ms"], -r["bs"]))]
r_by_tuple_rev = [r["name"] for r in sorted(runs, key=lambda r: (-r["bs"], r["name"]), reverse=True)]
r_min = min(runs, key=lambda r: r["ms"])["name"]
r_max = max(runs, key=lambda r: r["ms"])["name"]
r_max_tie = max(runs, key=lambda r: r["bs"])["name"]
r_min_tie = min(runs, key=lambda r: r["bs"] // 32)["name"]
r_min_default = min(empty, default=None)
r_max_default_key = max(empty, key=len, default="none")
r_min_args = min(3, 1, 2, key=lambda x: -x)
r_max_str = max(["bf16", "fp8", "fp32"], key=len)
r_min_str = min("bf16", "fp8", "fp32")
r_sorted_str_num = sorted(["10", "9", "100", "1"])
r_sorted_num_key = sorted(["10", "9", "100", "1"], key=int)
r_sorted_tuple_none = sorted([(1, "b"), (1, "a"), (0, "z")])
try:
    sorted([(1, None), (1, 2)])
except TypeError as e:
    r_none_cmp = (type(e).__name__, str(e))
try:
    min([])
except ValueError as e:
    r_min_empty = (type(e).__name__, str(e))
try:
    max([], key=len)
except ValueError as e:
    r_max_empty = str(e)
try:
    min(1, 2, default=0)
except TypeError as e:
    r_min_default_args = (type(e).__name__, str(e))
try:
    max(5)
except TypeError as e:
    r_max_int = (type(e).__name__, str(e))
r_max_dict = max({"a": 3, "b": 9, "c": 1})
r_max_dict_val = max({"a": 3, "b": 9, "c": 1}.items(), key=lambda kv: kv[1])
r_sorted_dict = sorted({"b": 1, "a": 2})
r_sorted_bool = sorted([True, False, 0, 1, -1])
r_sorted_mixed_num = sorted([2, 1.5, True, -0.0, 0])
keys_seen = []
def k(r):
    keys_seen.append(r["name"])
    return r["bs"]
sorted(runs, key=k)
r_key_calls = keys_seen
r_sorted_neg_str_trick = [r["name"] for r in sorted(runs, key=lambda r: (r["ms"], [-ord(c) for c in r["name"]]))]
r_min_nan = (min([float("nan"), 1.0]), min([1.0, float("nan")]))

# probe: sorting result rows by (op, bs) when some bs is None: only a tie on op compares the Nones; a single row never compares
# inputs
rows = [{"op": "gemm", "bs": None}, {"op": "attn", "bs": 4}]
# body
def try_sort(rs):
    try:
        return [(r["op"], r["bs"]) for r in sorted(rs, key=lambda r: (r["op"], r["bs"]))]
    except TypeError as e:
        return type(e).__name__
r_no_tie = try_sort(rows)
r_tie = try_sort(rows + [{"op": "gemm", "bs": 2}])
r_single = try_sort([{"op": "x", "bs": None}])
r_eq_none = try_sort([{"op": "g", "bs": None}, {"op": "g", "bs": None}])
try:
    r_max = max([(1, None), (1, 2)])
except TypeError as e:
    r_max = type(e).__name__
r_max_ok = max([(2, None), (1, 2)])
r_sort_none_last = [r["bs"] for r in sorted(rows + [{"op": "z", "bs": 1}], key=lambda r: (r["bs"] is None, r["bs"] or 0))]

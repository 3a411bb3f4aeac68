# probe: any/all over one generator that is then read on (what the early stop left in it), over map/filter with side effects, over empty input, with non-bool items returned as bools; next() with defaults on the same generator
# inputs
items = [0, 3, 0, 7, 2]
# body
seen = []
def check(x):
    seen.append(x)
    return x > 2
g = (check(x) for x in items)
r_any = any(g)
r_seen_after_any = list(seen)
r_rest = list(g)
r_seen_after_rest = list(seen)
seen.clear()
g2 = (x for x in items)
r_all_nonzero = all(g2)
r_g2_next = next(g2, "exhausted")
r_g2_rest = list(g2)
r_empty = (any([]), all([]), any(()), all(x for x in []), any(x for x in [0, "", None]))
r_types = (type(any([1])).__name__, any(["", "x"]), all([1, "a", [0]]))
log = []
m = map(lambda x: log.append(x) or x, items)
r_any_map = any(m)
r_log_map = list(log)
r_map_next = next(m)
f = filter(None, items)
r_any_filter = any(f)
r_filter_next = next(f)
r_filter_rest = list(f)
it = iter(items)
r_in_it = 7 in it
r_after_in = list(it)
it2 = iter(items)
r_notin_it = 99 in it2
r_after_notin = list(it2)
r_sum_bool = sum(x > 1 for x in items)
r_nested_any = any(any(c == "t" for c in word) for word in ["gemm", "attn"])
r_all_dict = all({"a": 0})
r_any_str = any("0")
r_all_walrus = all((w := x) < 5 for x in items)
r_witness = w
r_any_walrus = any((v := x) > 5 for x in items)
r_witness_any = v

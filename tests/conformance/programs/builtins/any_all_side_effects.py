# probe: any/all stop at the first deciding item of a generator: how many items were pulled, what the generator leaves
# inputs
vals = [0, 0, 3, 0, 5]
# body
seen = []
def probe(v):
    seen.append(v)
    return v
r_any = any(probe(v) for v in vals)
r_any_seen = list(seen)
seen.clear()
r_all = all(probe(v) for v in vals)
r_all_seen = list(seen)
seen.clear()
it = iter(vals)
r_any_it = any(v > 2 for v in it)
r_rest = list(it)
it2 = iter(vals)
r_all_it = all(v < 3 for v in it2)
r_rest2 = next(it2)
r_empty = (any([]), all([]), any(()), all(x for x in []))
r_values = (any([0, "", None]), all([1, "a", [0]]), any(map(bool, vals)))
seen.clear()
r_in_gen = 3 in (probe(v) for v in vals)
r_in_seen = list(seen)
seen.clear()
r_next_default = next((probe(v) for v in vals if v > 4), None)
r_next_seen = list(seen)

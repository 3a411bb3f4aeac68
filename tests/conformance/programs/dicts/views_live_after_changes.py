# probe: dict views taken early see later inserts, deletes, clear and reassignment of values; view set operations produce sets; len and bool of views
# inputs
d = {"a": 1, "b": 2}
# body
ks, vs, its = d.keys(), d.values(), d.items()
d["c"] = 3
del d["a"]
r_after = (list(ks), list(vs), list(its))
d["b"] = 20
r_value_change = (list(vs), ("b", 20) in its, ("b", 2) in its)
r_set_ops = (ks & {"b", "z"}, ks | ["z"], ks - {"b"}, ks ^ {"b", "q"})
r_item_ops = (its & {("b", 20)}, its - {("c", 3)})
r_types = type(ks & set()).__name__, type(its | set()).__name__
r_cmp = (ks == {"b", "c"}, ks <= {"b", "c", "d"}, ks < {"b", "c"}, its == {("b", 20), ("c", 3)})
r_disjoint = (ks.isdisjoint(["x"]), ks.isdisjoint("b"))
d.clear()
r_cleared = (len(ks), bool(vs), list(its))
d["n"] = None
r_refill = (list(ks), len(its))
r_values_eq = (d.values() == d.values())

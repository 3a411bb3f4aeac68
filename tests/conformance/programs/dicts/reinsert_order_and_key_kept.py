# probe: dict order: deleting and re-inserting moves a key to the end, overwriting keeps its place and its original key object (1 vs 1.0 vs True)
# inputs
first = 1
# body
d = {"a": 1, "b": 2, "c": 3}
del d["a"]
d["a"] = 10
r_reinsert = list(d)
d["b"] = 20
r_overwrite = list(d.items())
e = {first: "int"}
e[1.0] = "float"
e[True] = "bool"
r_key_kept = [(type(k).__name__, v) for k, v in e.items()]
f = {True: "t", 1: "i", 1.0: "f"}
r_literal = [(type(k).__name__, v) for k, v in f.items()]
g = {1.0: "x"}
g.update({1: "y"})
r_update_keeps = [(type(k).__name__, v) for k, v in g.items()]
h = dict.fromkeys([1, True, 1.0, 2])
r_fromkeys = [type(k).__name__ for k in h]
c = {k: len(k) for k in ["bb", "a", "bb", "c"]}
r_comp_dup = list(c.items())
p = {"x": 1, "y": 2}
p.pop("x")
p.setdefault("x", 3)
r_pop_setdefault = list(p)
q = {"x": 1, "y": 2}
q["x"] = q.pop("x")
r_pop_reassign = list(q)

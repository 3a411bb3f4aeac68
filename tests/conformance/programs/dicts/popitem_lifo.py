# probe: popitem takes the last inserted item, after reinsert and reassign; on empty raises KeyError; pop with defaults
# inputs
cfg = {"a": 1, "b": 2, "c": 3}
# body
d = dict(cfg)
d["a"] = 10
r_pop1 = d.popitem()
del d["a"]
d["a"] = 11
r_pop2 = d.popitem()
r_pop3 = d.popitem()
r_left = d
r_pop_default = d.pop("zz", None)
try:
    d.pop("zz")
    r_pop_missing = "ok"
except KeyError as e:
    r_pop_missing = (type(e).__name__, e.args)
try:
    d.pop()
    r_pop_arity = "ok"
except TypeError as e:
    r_pop_arity = type(e).__name__
e2 = dict(cfg)
r_drain = [e2.popitem() for _ in range(len(e2))]
try:
    d.popitem()
    r_empty = "ok"
except KeyError as e:
    r_empty = type(e).__name__
    r_empty_args = len(e.args)

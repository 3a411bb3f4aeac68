# probe: callable() filtering a registry that mixes functions, classes, instances, strings and None; names of what passes
# inputs
extra = "not_a_fn"
# body
class K:
    pass
class C:
    def __call__(self):
        return 1
def f():
    return 0
REG = {"f": f, "K": K, "k": K(), "c": C(), "s": extra, "n": None, "l": lambda: 2, "len": len, "m": [].append, "t": type}
r_callables = sorted(k for k, v in REG.items() if callable(v))
r_not = sorted(k for k, v in REG.items() if not callable(v))
r_called = {k: REG[k]() for k in ("f", "c", "l")}
r_count = sum(map(callable, REG.values()))
r_str = callable(extra)

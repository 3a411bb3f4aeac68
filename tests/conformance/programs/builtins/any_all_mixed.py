# probe: any/all over mixed falsy/truthy values, return bools (not the items), empty iterables, strings, dicts (keys), and stop at the deciding item
# inputs
flags = [0, "", None, [], 0.0, (), {}]
mixed = [1, "x", [0], (None,), -0.5]
# body
r_any_falsy = any(flags)
r_all_truthy = all(mixed)
r_types = (type(any(mixed)).__name__, type(all(flags)).__name__)
r_empty = (any([]), all([]), any(""), all(""), any({}), all({}))
r_str = (any("0"), all("abc"), all(["", "a"]))
r_dict_keys = (any({0: "a", "": "b"}), all({1: 0, "k": None}))
r_nested = all([[], []]) or any([[[]]])
r_nan = (any([float("nan")]), all([float("nan"), -0.0]))
try:
    any(5)
    r_int = "ok"
except TypeError as e:
    r_int = type(e).__name__
seen = []
def watch(v):
    seen.append(v)
    return v
r_any_stop = any(watch(v) for v in [0, 2, 3])
r_seen_any = list(seen)
seen.clear()
r_all_stop = all(watch(v) for v in [1, 0, 3])
r_seen_all = list(seen)

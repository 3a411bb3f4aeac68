# probe: changing a dict's size while iterating keys, values or items raises RuntimeError after the body ran once; changing values does not; popping then re-adding the same key raises
# inputs
d0 = {"a": 1, "b": 2, "c": 3}
# body
def run(kind, change):
    d = dict(d0)
    seen = []
    src = {"keys": d, "values": d.values(), "items": d.items()}[kind]
    try:
        for x in src:
            seen.append(x)
            change(d)
        return ("ok", seen, d)
    except RuntimeError as e:
        return (type(e).__name__, seen, d)
r_keys_add = run("keys", lambda d: d.__setitem__("z" + str(len(d)), 0))
r_values_del = run("values", lambda d: d.pop(next(iter(d))))
r_items_set = run("items", lambda d: d.__setitem__("a", 9))
r_keys_clear = run("keys", lambda d: d.clear())
def swap(d):
    k = next(iter(d))
    v = d.pop(k)
    d[k] = v
r_swap = run("keys", swap)
def add_remove(d):
    d["tmp"] = 0
    del d["tmp"]
r_add_remove = run("keys", add_remove)

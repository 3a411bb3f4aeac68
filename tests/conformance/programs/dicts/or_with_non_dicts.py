# probe: dict | and |= with non-dict operands: | refuses lists and views, |= takes pairs like update
# inputs
base = {"bs": 32}
pairs = [("lr", 0.1), ("bs", 64)]
# body
def attempt(f):
    try:
        return f()
    except (TypeError, ValueError) as e:
        return type(e).__name__
r_or_list = attempt(lambda: base | pairs)
r_ror_list = attempt(lambda: pairs | base)
r_or_keys = attempt(lambda: base | {"x": 1}.keys())
r_or_set = attempt(lambda: base | {"x"})
d = dict(base)
d |= pairs
r_ior_list = d
d = dict(base)
d |= ["xy", "ab"]
r_ior_strs = d
def ior(other):
    d = dict(base)
    try:
        d |= other
        return d
    except (TypeError, ValueError) as e:
        return (type(e).__name__, d)
r_ior_int = ior(5)
r_ior_bad_pair = ior([("a", 1), ("b",)])
r_ior_nonseq = ior([("a", 1), 7])
r_ior_three = ior(["abc"])
r_ior_items = ior({"z": 0}.items())
r_or_dict = base | dict(pairs)
r_or_order = list(dict(pairs) | base)

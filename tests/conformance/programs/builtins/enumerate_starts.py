# probe: enumerate with negative, bool, huge and keyword start; float start refused; next() on it
# inputs
layers = ["conv", "bn", "relu"]
start = -2
# body
r_neg = list(enumerate(layers, start))
r_bool = list(enumerate(layers, True))
r_bool_type = [type(i).__name__ for i, _ in enumerate(layers[:1], True)]
r_kw = list(enumerate(iterable=layers[:1], start=start))
r_dict = list(enumerate({"a": 1, "b": 2}, start))
e = enumerate(layers)
r_next = (next(e), next(e))
r_rest = list(e)
r_index_start = list(enumerate("ab", len(layers)))
try:
    enumerate(layers, 1.0)
    r_float = "ok"
except TypeError as e:
    r_float = type(e).__name__
try:
    enumerate(5)
    r_int = "ok"
except TypeError as e:
    r_int = type(e).__name__
r_huge = [i for i, _ in enumerate(layers, 2**63 - 2)]

# probe: config values used as dict keys or set members: a list (unhashable TypeError), a tuple holding a list, a dict; in-tests against dicts and sets with them
# inputs
shape = [128, 64]
dtype = "bf16"
point = ("gemm", [1, 2])
# body
def attempt(fn):
    try:
        return ("ok", fn())
    except TypeError as e:
        return ("err", type(e).__name__)
TABLE = {"bf16": 2, (128, 64): "t"}
r_list_key = attempt(lambda: TABLE.get(shape))
r_tuple_key = attempt(lambda: TABLE.get(tuple(shape)))
r_in_dict = attempt(lambda: shape in TABLE)
r_in_list = attempt(lambda: shape in [[128, 64]])
r_in_set = attempt(lambda: shape in {1, 2})
r_in_frozen = attempt(lambda: dtype in frozenset({"bf16"}))
r_tuple_with_list = attempt(lambda: {point: 1})
r_set_of = attempt(lambda: set([dtype, point]))
r_hashable_tuple = attempt(lambda: {tuple(point[1]): 1})
r_setdefault = attempt(lambda: {}.setdefault(shape, 0))
r_dict_comp = attempt(lambda: {tuple(s): i for i, s in enumerate([shape, shape])})
r_count = attempt(lambda: [shape, shape, [1]].count(shape))

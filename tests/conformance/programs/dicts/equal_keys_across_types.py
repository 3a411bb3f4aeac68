# probe: keys equal across types share one entry that keeps the first key object: 1/1.0/True/1+0j, 0/-0.0/False, tuples and frozensets of equal items
# inputs
one = 1
# body
def kinds(d):
    return [(type(k).__name__, v) for k, v in d.items()]
r_complex = kinds({one: "int", 1 + 0j: "complex", 1.0: "float"})
r_zero = kinds({-0.0: "negzero", 0: "int", False: "bool", 0j: "cz"})
r_tuples = [(tuple(type(x).__name__ for x in k), v) for k, v in {(one, 2): "a", (1.0, 2.0): "b", (True, 2): "c"}.items()]
r_frozen = [(sorted(type(x).__name__ for x in k), v) for k, v in {frozenset({one}): "a", frozenset({1.0}): "b"}.items()]
r_nested = len({((one,),): 1, ((1.0,),): 2, ((True,),): 3})
r_bytes_str = len({b"a": 1, "a": 2})
r_set = sorted(type(x).__name__ for x in {1 + 0j, one, 1.0})
r_lookup = ({one: "x"}.get(1 + 0j), {(1, 2): "y"}.get((1.0, 2.0)), {frozenset([1]): "z"}.get(frozenset([True])))
r_in = ((1.0, 2) in {(1, 2)}, 0j in {0}, -0.0 in {0: 1})
r_not_equal = len({2 ** 61 - 1: 1, 0: 2, -1: 3, -2: 4})

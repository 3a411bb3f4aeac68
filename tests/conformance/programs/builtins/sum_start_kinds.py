# probe: sum() with list/tuple starts, str/bytes starts refused even for empty iterables, float/bool mixes, start as keyword
# inputs
shapes = [[8], [3, 224]]
empty = []
# body
def attempt(*a, **k):
    try:
        return sum(*a, **k)
    except TypeError as e:
        return type(e).__name__
r_lists = attempt(shapes, [])
r_tuples = attempt([(1,), (2, 3)], ())
r_kw = attempt(shapes, start=[0])
r_str_start = attempt(["a", "b"], "")
r_str_empty = attempt(empty, "")
r_list_empty = attempt(empty, [])
r_no_start_lists = attempt(shapes)
r_int_list = attempt([1], [])
r_bools = (attempt([True, True, False]), type(attempt([True, True])).__name__)
r_float_mix = (attempt([1, 0.5, True]), attempt([0.1] * 3), attempt([1e16, 1.0, -1e16]))
r_start_float = attempt([1, 2], 0.5)
r_gen = attempt(len(s) for s in shapes)
r_nested_start = attempt([[1]], [[0]])
r_bytes_empty = attempt(empty, b"")
r_bytearray = attempt(empty, bytearray())

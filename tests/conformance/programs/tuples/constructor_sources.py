# probe: tuple() over generators, dicts, dict views, strings, sets, ranges, zip, map, and errors
# inputs
d = {"b": 1, "a": 2}
s = "hey"
n = 4
# body
r_gen = tuple(i * i for i in range(n))
r_dict = tuple(d)
r_items = tuple(d.items())
r_values = tuple(d.values())
r_str = tuple(s)
r_range = tuple(range(n, 0, -1))
r_zip = tuple(zip(s, range(n)))
r_map = tuple(map(str, range(n)))
r_enum = tuple(enumerate(s, 1))
r_set = tuple(sorted({3, 1, 2}))
r_empty = tuple()
r_nested = tuple([(1, 2), [3]])
r_reversed = tuple(reversed(s))
r_bytes = tuple(b"AB")
r_tuple_of_tuple_is = tuple(r_gen) is r_gen
try:
    tuple(5)
except TypeError as e:
    r_int_err = type(e).__name__
    r_int_msg = str(e)
try:
    tuple(1, 2)
except TypeError as e:
    r_two_args = type(e).__name__
def gen():
    yield 1
    raise KeyError("k")
try:
    tuple(gen())
except KeyError as e:
    r_gen_raise = type(e).__name__
r_filter = tuple(filter(None, (0, 1, "", "a", None, ())))

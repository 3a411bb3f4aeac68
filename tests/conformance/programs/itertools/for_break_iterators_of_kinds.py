# probe: a for loop broken early (or left by return or an exception) over an iterator of each kind leaves its rest for the next consumer
# inputs
xs = [1, 2, 3, 4]
# body
def rest_after_break(it):
    for v in it:
        if v >= 2:
            break
    return list(it)
r_list_iter = rest_after_break(iter(xs))
r_gen = rest_after_break(x for x in xs)
r_map = rest_after_break(map(int, xs))
r_filter = rest_after_break(filter(None, xs))
r_reversed = rest_after_break(reversed(xs))
def first_over(it, limit):
    for v in it:
        if v > limit:
            return v
    return None
it = iter(xs)
r_first = first_over(it, 1)
r_after_return = list(it)
it = iter(xs)
try:
    for v in it:
        if v == 2:
            raise KeyError(v)
except KeyError:
    pass
r_after_raise = list(it)
e = enumerate(iter(xs))
for i, v in e:
    break
r_enum_rest = list(e)
it = iter(xs)
for a in it:
    for b in it:
        break
r_nested_same = (a, b, list(it))
it = iter(xs)
pairs = []
for a in it:
    pairs.append((a, next(it)))
r_pairs = pairs
it = iter(xs)
for v in it:
    pass
r_exhausted_normally = list(it)
d = {"a": 1, "b": 2, "c": 3}
ki = iter(d)
for k in ki:
    break
r_dict_keys_rest = list(ki)
s = iter("hello")
for ch in s:
    if ch == "l":
        break
r_str_rest = "".join(s)

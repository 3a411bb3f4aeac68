# probe: min, max, sorted and sort over items that cannot be compared raise TypeError; sorted leaves its input alone; dict() from a bad pair fails with nothing bound
# inputs
odd = "a"
# body
items = [3, 1, odd, 2]
out = []
for f in (min, max, sorted):
    try:
        f(items)
        out.append("ok")
    except TypeError as e:
        out.append(type(e).__name__)
r_out = out
r_items = items
res = "unset"
try:
    res = dict([("a", 1), ("b", 2, 3)])
except ValueError as e:
    r_dict_err = type(e).__name__
r_res = res
try:
    res = dict([("a", 1), 5])
except TypeError as e:
    r_dict_err2 = type(e).__name__
try:
    ",".join(["a", 1, "b"])
except TypeError as e:
    r_join = type(e).__name__

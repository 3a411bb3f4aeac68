# probe: a container extended/updated from a generator or map over itself sees its own growth item by item (list grows, set/dict raise RuntimeError after adding), slice assignment copies first
# inputs
xs = [1, 2]
limit = 5
# body
lst = list(xs)
lst.extend(x * 2 for x in lst if x < limit)
r_list_extend = lst
lst2 = list(xs)
lst2 += (x + 10 for x in lst2 if x < 10)
r_list_iadd = lst2
lst3 = list(xs)
lst3.extend(map(lambda v: v * 3, filter(lambda v: v < limit, lst3)))
r_list_map = lst3
lst4 = list(xs)
lst4[len(lst4):] = (x * 2 for x in lst4 if x < limit)
r_slice_copy = lst4
lst5 = list(xs)
lst5.extend(lst5)
r_self = lst5
s = set(xs)
try:
    s.update(x + 1 for x in s)
    r_set = "no error"
except RuntimeError as e:
    r_set = type(e).__name__
r_set_after = sorted(s)
d = {"a": 1}
try:
    d.update((k + "x", v) for k, v in d.items())
    r_dict = "no error"
except RuntimeError as e:
    r_dict = type(e).__name__
r_dict_after = d

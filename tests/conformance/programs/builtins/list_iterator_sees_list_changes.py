# probe: a list iterator reads the list at each step: items appended, set, removed or cleared between next() calls; exhausted list iterator stays exhausted even if the list grows
# inputs
xs = [1, 2, 3]
# body
lst = list(xs)
it = iter(lst)
r_a = next(it)
lst[1] = 20
r_b = next(it)
lst.append(4)
r_rest = list(it)
lst.append(5)
r_after_exhausted = next(it, "stays exhausted")
lst2 = list(xs)
it2 = iter(lst2)
next(it2)
lst2.insert(0, 0)
r_insert = list(it2)
lst3 = list(xs)
it3 = iter(lst3)
next(it3)
lst3.clear()
r_cleared = list(it3)
lst3.extend([7, 8, 9])
r_cleared_then_grown = list(it3)
t = tuple(xs)
ti = iter(t)
next(ti)
r_tuple_rest = list(ti)
d = {"a": 1}
di = iter(d)
r_dk = next(di)
d["a"] = 2
r_dk_after_value_change = next(di, "end")
s = "abc"
si = iter(s)
next(si)
s += "d"
r_str_rest = "".join(si)

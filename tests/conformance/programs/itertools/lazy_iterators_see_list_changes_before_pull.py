# probe: chain, zip, map, enumerate, islice, filter, pairwise over lists keep live list iterators: the lists changed after the iterator is made but before it is pulled are seen
# inputs
xs = [1, 2]
# body
import itertools
a = list(xs)
b = [10]
ch = itertools.chain(a, b)
b.append(20)
a.append(3)
r_chain = list(ch)
outer = [[1], [2]]
cf = itertools.chain.from_iterable(outer)
r_cf0 = next(cf)
outer.append([3, 4])
outer[1] = ["two"]
r_cf_rest = list(cf)
p = list(xs)
q = list(xs)
z = zip(p, q)
p.append(3)
q.append(4)
r_zip = list(z)
m = list(xs)
mp = map(str, m)
m.insert(0, 0)
r_map = list(mp)
e = list(xs)
en = enumerate(e)
e.clear()
r_enum = list(en)
s = list(xs)
isl = itertools.islice(s, 5)
s.extend([7, 8])
r_islice = list(isl)
pw_src = list(xs)
pw = itertools.pairwise(pw_src)
pw_src.append(9)
r_pairwise = list(pw)
d = {"k": 1}
di = iter(d)
d["j"] = 2
try:
    next(di)
except RuntimeError as err:
    r_dict_iter = type(err).__name__

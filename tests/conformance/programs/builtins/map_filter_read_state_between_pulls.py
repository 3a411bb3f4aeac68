# probe: map/filter/zip call their function or read their source at each pull: a global, a closure cell, a list changed between next() calls are seen by the later items
# inputs
xs = [1, 2, 3, 4]
# body
offset = 0
m = map(lambda x: x + offset, xs)
r_m0 = next(m)
offset = 100
r_m1 = next(m)
threshold = 0
f = filter(lambda x: x > threshold, xs)
r_f0 = next(f)
threshold = 2
r_f_rest = list(f)
def make():
    scale = 1
    mm = map(lambda x: x * scale, xs)
    a = next(mm)
    scale = 10
    return (a, list(mm))
r_closure = make()
src = list(xs)
z = zip(src, "abcdef")
r_z0 = next(z)
src.append(5)
src[1] = 20
r_z_rest = list(z)
lst = list(xs)
en = enumerate(lst)
next(en)
lst.pop()
r_en_rest = list(en)

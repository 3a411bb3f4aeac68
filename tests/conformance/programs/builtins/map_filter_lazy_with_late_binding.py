# probe: map and filter are lazy: their function reads closure variables when each item is taken, the function object itself is fixed when map is made, the source list is read as it goes
# inputs
xs = [1, 2, 3]
k = 1
# body
src = list(xs)
m = map(lambda x: x + k, src)
k = 100
src.append(4)
r_late = list(m)
def f(x):
    return ("f", x)
m2 = map(f, xs[:2])
def f(x):
    return ("new f", x)
r_fixed_func = list(m2)
threshold = 0
fl = filter(lambda x: x > threshold, xs)
first = next(fl)
threshold = 2
r_filter_mid = (first, list(fl))
log = []
def logged(x):
    log.append(x)
    return x * 2
m3 = map(logged, xs)
r_before = list(log)
r_one = next(m3)
r_after_one = list(log)
r_rest = list(m3)
r_exhausted = list(m3)
z = zip(xs, map(logged, xs))
log.clear()
r_zip_first = next(z)
r_zip_log = list(log)

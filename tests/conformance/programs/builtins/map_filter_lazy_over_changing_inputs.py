# probe: map and filter are lazy: a list changed after they are made but before they are consumed; a global read by the function at pull time; partial consumption
# inputs
xs = [1, 2, 3]
scale = 10
# body
factor = scale
m = map(lambda v: v * factor, xs)
f = filter(lambda v: v > factor // 10, xs)
xs.append(4)
factor = 100
r_first = next(m)
factor = 1
r_rest = list(m)
r_filter = list(f)
m2 = map(str, xs)
xs.clear()
r_m2 = list(m2)
m3 = map(lambda a, b: a + b, [1, 2, 3], [scale])
r_m3 = list(m3)

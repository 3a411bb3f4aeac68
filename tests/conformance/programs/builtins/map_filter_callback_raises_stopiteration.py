# probe: a map/filter callback raising StopIteration ends the map/filter silently for list(), sum(), a for loop; inside a generator function it is RuntimeError; sorted's key does not
# inputs
xs = [1, 2, 3, 4]
# body
def stop_at_3(x):
    if x == 3:
        raise StopIteration
    return x * 10
r_list_map = list(map(stop_at_3, xs))
r_sum_map = sum(map(stop_at_3, xs))
r_filter = list(filter(lambda x: x < 3 or stop_at_3(x), xs))
seen = []
for v in map(stop_at_3, xs):
    seen.append(v)
r_for = seen
m = map(stop_at_3, xs)
r_m = (next(m), next(m))
try:
    next(m)
except StopIteration:
    r_m_stop = "StopIteration"
r_m_resumes = next(m, "default")
def wrap():
    for x in xs:
        yield stop_at_3(x)
try:
    r_wrap = list(wrap())
except RuntimeError:
    r_wrap = "RuntimeError"
try:
    r_sorted = sorted(xs, key=stop_at_3)
except StopIteration:
    r_sorted = "StopIteration"
try:
    r_comp = [stop_at_3(x) for x in xs]
except StopIteration:
    r_comp = "StopIteration"
r_dict = dict(zip(xs, map(stop_at_3, xs)))
r_tuple_any = any(map(stop_at_3, [3]))

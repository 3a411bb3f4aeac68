# probe: a comprehension or sort key that raises part way: the calls made before the failure have happened (counted), the target is not rebound, sort with a failing key leaves the list as it was
# inputs
fail_on = 3
# body
calls = []
def f(i):
    calls.append(i)
    if i == fail_on:
        raise ValueError(i)
    return i * 10
res = "before"
try:
    res = [f(i) for i in range(5)]
except ValueError:
    pass
r_res = res
r_calls = list(calls)
calls.clear()
lst = [5, 1, 4, 3, 2]
try:
    lst.sort(key=f)
except ValueError:
    pass
r_sorted = lst
r_key_calls = list(calls)
calls.clear()
try:
    total = sum(f(i) for i in range(5))
except ValueError:
    total = "failed"
r_total = (total, list(calls))
calls.clear()
m = {}
try:
    for i in range(5):
        m[i] = f(i)
except ValueError:
    pass
r_m = m

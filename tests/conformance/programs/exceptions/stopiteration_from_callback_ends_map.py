# probe: a StopIteration raised by the function map or filter calls ends the iteration silently (no RuntimeError), while inside a generator expression it becomes RuntimeError; iter(callable, sentinel) ends on it too
# inputs
stop_at = 2
# body
calls = []
def f(x):
    calls.append(x)
    if x == stop_at:
        raise StopIteration(x)
    return x * 10
r_map = list(map(f, range(5)))
r_filter = list(filter(f, range(5)))
r_any = any(map(f, [stop_at, 0]))
r_sum = sum(map(f, range(5)))
try:
    r_genexp = list(f(x) for x in range(5))
except RuntimeError as e:
    r_genexp = (type(e).__name__, type(e.__cause__).__name__)
try:
    r_listcomp = [f(x) for x in range(5)]
except StopIteration as e:
    r_listcomp = ("StopIteration", e.args)
counter = iter(range(5))
def pull():
    v = next(counter)
    if v == stop_at + 1:
        raise StopIteration
    return v
r_iter_call = list(iter(pull, -1))
r_calls = calls

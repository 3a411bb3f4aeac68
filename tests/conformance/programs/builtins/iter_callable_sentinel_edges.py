# probe: iter(callable, sentinel): stops at a value equal to the sentinel (1 == 1.0, True), a callable raising StopIteration ends it too, once done it stays done without calling again
# inputs
values = [5, 3, 1.0, 7]
# body
calls = []
def make_reader(items):
    pos = [0]
    def read():
        calls.append(pos[0])
        v = items[pos[0]]
        pos[0] += 1
        return v
    return read
r_upto_one = list(iter(make_reader(values), 1))
r_calls = list(calls)
calls.clear()
it = iter(make_reader([2, True, 9]), 1)
r_true_is_one = list(it)
r_after_done = next(it, "done")
r_calls_after = list(calls)
def raiser_factory():
    n = [0]
    def f():
        n[0] += 1
        if n[0] > 2:
            raise StopIteration
        return n[0]
    return f
r_stopiter = list(iter(raiser_factory(), "never"))
def index_err_factory():
    n = [0]
    def f():
        n[0] += 1
        if n[0] > 2:
            raise IndexError
        return n[0]
    return f
try:
    r_indexerr = list(iter(index_err_factory(), "never"))
except IndexError:
    r_indexerr = "IndexError"
stack = [1, 2, 3]
r_pop = list(iter(stack.pop, 1))
r_stack = stack
lines = iter(["a", "b", "", "c"])
r_sentinel_str = list(iter(lambda: next(lines), ""))
r_rest_lines = list(lines)

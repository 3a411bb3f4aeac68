# probe: recursive functions with a memo dict (module-level, default argument, closure), mutual recursion, and recursion depth reached with a RecursionError caught
# inputs
n = 30
# body
memo = {}
def fib(k):
    if k in memo:
        return memo[k]
    r = k if k < 2 else fib(k - 1) + fib(k - 2)
    memo[k] = r
    return r
r_fib = fib(n)
r_memo_len = len(memo)
r_memo_first_keys = list(memo)[:5]
def fib_default(k, cache={0: 0, 1: 1}):
    if k not in cache:
        cache[k] = fib_default(k - 1) + fib_default(k - 2)
    return cache[k]
r_fib_default = fib_default(n)
r_default_cache_size = len(fib_default.__defaults__[0])
def make_counter_memo():
    cache = {}
    calls = [0]
    def paths(r, c):
        calls[0] += 1
        if r == 0 or c == 0:
            return 1
        key = (r, c)
        if key not in cache:
            cache[key] = paths(r - 1, c) + paths(r, c - 1)
        return cache[key]
    return paths, calls, cache
paths, calls, cache = make_counter_memo()
r_paths = paths(6, 6)
r_calls = calls[0]
r_cache_size = len(cache)
def is_even(k):
    return True if k == 0 else is_odd(k - 1)
def is_odd(k):
    return False if k == 0 else is_even(k - 1)
r_mutual = (is_even(n), is_odd(7))
def partitions(total, largest, memo=None):
    if memo is None:
        memo = {}
    if total == 0:
        return 1
    if total < 0 or largest == 0:
        return 0
    key = (total, largest)
    if key not in memo:
        memo[key] = partitions(total - largest, largest, memo) + partitions(total, largest - 1, memo)
    return memo[key]
r_partitions = partitions(n, n)
def forever(k):
    return forever(k + 1)
try:
    forever(0)
except RecursionError as e:
    r_recursion = (type(e).__name__, "maximum recursion depth" in str(e))
def flatten(x):
    if isinstance(x, list):
        out = []
        for y in x:
            out.extend(flatten(y))
        return out
    return [x]
r_flatten = flatten([1, [2, [3, [4, [5]]]], 6])

# probe: mutual recursion, recursion building nested structures, RecursionError caught and the program continues, recursive generator
# inputs
n = 6
# body
def is_even(k):
    return True if k == 0 else is_odd(k - 1)
def is_odd(k):
    return False if k == 0 else is_even(k - 1)
r_parity = [is_even(i) for i in range(n)]
def nest(k):
    return [] if k == 0 else [nest(k - 1)]
r_nest = nest(3)
def flatten(x):
    if isinstance(x, list):
        for item in x:
            yield from flatten(item)
    else:
        yield x
r_flat = list(flatten([1, [2, [3, [4, [n]]]], 7]))
def forever(k):
    return forever(k + 1)
try:
    forever(0)
except RecursionError as e:
    r_rec = type(e).__name__
def ackermann(m, k):
    if m == 0:
        return k + 1
    if k == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, k - 1))
r_ack = ackermann(2, n // 2)
def perms(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in perms(s[:i] + s[i+1:])]
r_perms = perms("abc")

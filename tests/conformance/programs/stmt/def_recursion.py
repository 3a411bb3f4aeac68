# probe: recursive functions
# inputs
n = 10
# body
def fact(k):
    return 1 if k <= 1 else k * fact(k - 1)
def fib(k):
    return k if k < 2 else fib(k - 1) + fib(k - 2)
def flatten(x):
    if isinstance(x, list):
        out = []
        for y in x:
            out.extend(flatten(y))
        return out
    return [x]
r_fact = fact(n)
r_fib = fib(n)
r_flat = flatten([1, [2, [3, [4]], 5]])
def even(k):
    return True if k == 0 else odd(k - 1)
def odd(k):
    return False if k == 0 else even(k - 1)
r_mutual = (even(n), odd(7))

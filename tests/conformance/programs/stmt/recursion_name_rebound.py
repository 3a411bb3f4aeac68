# probe: a recursive function looks its own name up in the globals at each call: rebinding the name changes the recursion; a memo dict as default argument; mutual recursion; recursion through a closure
# inputs
n = 5
# body
def fact(k):
    return 1 if k <= 1 else k * fact(k - 1)
r_fact = fact(n)
orig = fact
fact = lambda k: 100
r_rebound = orig(n)
fact = orig
def fib(k, memo={}):
    if k in memo:
        return memo[k]
    r = k if k < 2 else fib(k - 1) + fib(k - 2)
    memo[k] = r
    return r
r_fib = fib(n * 4)
r_memo_size = len(fib.__defaults__[0])
def is_even(k):
    return True if k == 0 else is_odd(k - 1)
def is_odd(k):
    return False if k == 0 else is_even(k - 1)
r_mutual = (is_even(n), is_odd(n))
def make():
    def walk(k):
        return [] if k == 0 else [k] + walk(k - 1)
    return walk
r_closure = make()(n)
def depth(k):
    try:
        return depth(k + 1)
    except RecursionError:
        return "deep"
r_deep = depth(0)
def sum_nested(x):
    return sum(sum_nested(i) for i in x) if isinstance(x, list) else x
r_nested = sum_nested([1, [2, [3, [n]]], 4])

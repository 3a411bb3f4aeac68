# probe: a list's `+=` extends it by a range (any iterable), where `+` refuses one; a range, a str, a tuple and a set refuse a range in place
# inputs
n = 3
# body
def attempt(f):
    try:
        return f()
    except TypeError:
        return "TypeError"
xs = [9]
xs += range(n)
alias = xs
alias += range(1, n)
joined = attempt(lambda: [9] + range(n))
def grow(x, y):
    x += y
    return x
refused = [attempt(lambda: grow(range(n), [1])), attempt(lambda: grow("a", range(n))),
           attempt(lambda: grow((1,), range(n))), attempt(lambda: grow({1}, range(n))), attempt(lambda: grow([1], range(0)))]
repeated = [attempt(lambda: [1] * range(n)), attempt(lambda: "ab" * range(n)), attempt(lambda: range(n) * 2)]

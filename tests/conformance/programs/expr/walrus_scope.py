# probe: a walrus in a comprehension binds in the enclosing function's scope
# inputs
xs = [1, 2, 3, 4]
# body
def first_even(values):
    if any((hit := v) % 2 == 0 for v in values):
        return hit
    return None
r_first_even = first_even(xs)
r_none = first_even([1, 3])
def running(values):
    total = 0
    out = [total := total + v for v in values]
    return out, total
r_running = running(xs)

# probe: list.pop with bool, huge, float, out-of-range indexes; what is left after
# inputs
dims = [2, 3, 5, 7]
# body
a = list(dims)
r_pop_true = a.pop(True)
r_pop_false = a.pop(False)
r_left = a
def attempt(xs, *args):
    try:
        return ("ok", xs.pop(*args), xs)
    except (IndexError, TypeError, OverflowError) as e:
        return (type(e).__name__, xs)
r_out = attempt(list(dims), 4)
r_neg_out = attempt(list(dims), -5)
r_neg_edge = attempt(list(dims), -4)
r_float = attempt(list(dims), 1.0)
r_none = attempt(list(dims), None)
r_empty_zero = attempt([], 0)
r_huge = attempt(list(dims), 10**30)

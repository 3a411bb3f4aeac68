# probe: list.insert beyond either end, with bools and huge ints; pop from empty, beyond range, with bool and huge index
# inputs
base = ["a", "b", "c"]
big = 10 ** 30
# body
a = list(base)
a.insert(100, "end")
a.insert(-100, "start")
a.insert(-1, "before_last")
a.insert(True, "one")
r_insert = list(a)
try:
    a.insert(big, "big")
except OverflowError as e:
    r_insert_big = (type(e).__name__, len(a))
def pop(xs, *args):
    try:
        return (xs.pop(*args), xs)
    except (IndexError, TypeError, OverflowError) as e:
        return (type(e).__name__, xs)
r_pop_empty = pop([])
r_pop_empty_idx = pop([], 0)
r_pop_far = pop(list(base), 3)
r_pop_neg_far = pop(list(base), -4)
r_pop_neg = pop(list(base), -3)
r_pop_bool = pop(list(base), True)
r_pop_big = pop(list(base), big)
r_pop_str = pop(list(base), "1")
r_pop_float = pop(list(base), 1.0)

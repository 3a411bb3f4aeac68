# probe: islice checks its numbers before it asks for an iterator: a negative stop over a non-iterable is ValueError; a float stop; a non-iterable with good numbers is TypeError
# inputs
stop = -1
src = 5
# body
import itertools
def err(thunk):
    try:
        thunk()
        return "none"
    except (ValueError, TypeError) as e:
        return type(e).__name__
r_neg = err(lambda: itertools.islice(src, stop))
r_neg_start = err(lambda: itertools.islice(src, stop, 3))
r_float = err(lambda: itertools.islice(src, 1.5))
r_good = err(lambda: itertools.islice(src, 3))
r_none_src = err(lambda: itertools.islice(None, 2))
r_step0 = err(lambda: itertools.islice([1, 2], 0, 2, 0))
r_step0_bad = err(lambda: itertools.islice(src, 0, 2, 0))
r_neg_list = err(lambda: itertools.islice([1, 2, 3], stop))

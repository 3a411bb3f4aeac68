# probe: itertools.accumulate (with initial), zip_longest (with fillvalue) and islice (stop, start/stop/step): iterators over lists, tuples and strs
# inputs
pages = [3, 1, 4]
lens = (8, 16)
text = "abcdef"
# body
import itertools
r_acc = list(itertools.accumulate(pages))
r_acc_initial = list(itertools.accumulate(pages, initial=0))
r_acc_none = list(itertools.accumulate(lens, None))
r_acc_empty = list(itertools.accumulate([], initial=5))
r_zl = list(itertools.zip_longest(pages, lens))
r_zl_fill = list(itertools.zip_longest(text, pages, fillvalue="-"))
r_zl_one = list(itertools.zip_longest(lens))
r_is_stop = list(itertools.islice(text, 3))
r_is_none = list(itertools.islice(pages, None))
r_is_range = list(itertools.islice(text, 1, 5, 2))
r_is_past = list(itertools.islice(lens, 5, 9))
r_is_start_none = list(itertools.islice(text, None, 2))
it = itertools.islice(pages, 2)
r_next = (next(it), next(it), next(it, "end"), list(it))
acc = itertools.accumulate(pages)
r_twice = (list(acc), list(acc))
r_types = (type(itertools.accumulate(pages)).__name__, type(itertools.zip_longest(pages)).__name__)
try:
    itertools.islice(pages, -1)
except ValueError as e:
    r_negative = type(e).__name__
r_acc_func = list(itertools.accumulate(pages, max))

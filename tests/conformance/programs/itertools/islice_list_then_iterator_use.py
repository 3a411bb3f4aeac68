# probe: islice over a list (not an iterator) twice gives the same items each time; islice over a str with step; islice results fed to sum, dict and zip
# inputs
xs = [5, 6, 7, 8, 9]
# body
import itertools
r_twice = (list(itertools.islice(xs, 2)), list(itertools.islice(xs, 2)))
r_sum = sum(itertools.islice(xs, 1, None, 2))
r_dict = dict(zip(itertools.islice("abcdef", 0, None, 2), itertools.islice(xs, 3)))
sl = itertools.islice(xs, 3)
r_iter_is_self = iter(sl) is sl
r_first = next(sl)
r_rest = list(sl)
r_exhausted = next(sl, "end")
r_acc_of_slice = list(itertools.accumulate(itertools.islice(xs, 3)))

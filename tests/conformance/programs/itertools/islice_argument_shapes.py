# probe: islice argument forms: stop only, None stop, start/stop, start beyond end, start > stop, step, stop None with step, over str and tuple; bool arguments
# inputs
s = "abcdefgh"
# body
import itertools
r_stop = list(itertools.islice(s, 3))
r_none = list(itertools.islice(s, None))
r_start_stop = list(itertools.islice(s, 2, 5))
r_beyond = list(itertools.islice(s, 20, 30))
r_backwards = list(itertools.islice(s, 5, 2))
r_step = list(itertools.islice(s, 1, None, 3))
r_step_stop = list(itertools.islice(s, 0, 7, 2))
r_none_start = list(itertools.islice(s, None, 3))
r_none_step = list(itertools.islice(s, 1, 4, None))
r_tuple = list(itertools.islice(tuple(s), 6, None))
r_bool_stop = list(itertools.islice(s, True))
r_bool_args = list(itertools.islice(s, False, True + True))
r_zero = list(itertools.islice(s, 0))
r_big = list(itertools.islice(s, 2, 10 ** 6, 10 ** 5))
def err(thunk):
    try:
        thunk()
        return "none"
    except (ValueError, TypeError) as e:
        return type(e).__name__
r_neg_step = err(lambda: itertools.islice(s, 0, 5, -1))
r_str_stop = err(lambda: itertools.islice(s, "3"))
r_too_many = err(lambda: itertools.islice(s, 1, 2, 3, 4))
r_none_only = err(lambda: itertools.islice(s))

# probe: list.index with start/stop: negative, out of range, start past stop, bool, None (refused)
# inputs
sizes = [4, 8, 4, 16, 4, 8]
far = 10**20
# body
r_plain = sizes.index(4)
r_start = sizes.index(4, 1)
r_neg_start = sizes.index(4, -2)
r_stop = sizes.index(8, 0, 2)
r_neg_stop = sizes.index(16, -4, -1)
r_bool = sizes.index(4, True)
r_float_val = sizes.index(16.0)
r_true_val = [0, 1, 2].index(True)
def attempt(*args):
    try:
        return sizes.index(*args)
    except (ValueError, TypeError) as e:
        return type(e).__name__
r_past = attempt(16, 4, 2)
r_empty_window = attempt(8, 1, 1)
r_outside = attempt(16, 0, 3)
r_none = attempt(4, None)
r_float_start = attempt(4, 1.0)
r_far = sizes.index(8, -far, far)
r_start_huge = attempt(4, far)

# probe: tuple index/count with start/stop, mixed numeric equality, errors of concatenation and repetition
# inputs
t = (1, 2.0, True, "a", (1, 2), 2, None)
n = 3
# body
r_count_1 = t.count(1)
r_count_2 = t.count(2)
r_count_tuple = t.count((1, 2))
r_index_true = t.index(True)
r_index_2 = t.index(2)
r_index_start = t.index(2, 2)
r_index_range = t.index("a", -5, -3)
r_index_none = t.index(None)
r_index_float = t.index(1.0)
try:
    t.index(2, 2, 5)
except ValueError as e:
    r_index_stop = type(e).__name__
    r_index_msg = str(e)
try:
    t + [1]
except TypeError as e:
    r_concat_list = type(e).__name__
    r_concat_msg = str(e)
try:
    t * 2.0
except TypeError as e:
    r_rep_float = type(e).__name__
r_rep_neg = t * -1
r_rep_zero = 0 * t
r_rep_bool = (1, 2) * True
r_rep_n = (n,) * n
r_rmul = n * (0, 1)
try:
    t.count()
except TypeError as e:
    r_count_noarg = type(e).__name__
r_add_empty = () + t == t
x = t
x += (9,)
r_iadd_new = x is t
r_iadd_len = (len(x), len(t))
x *= 2
r_imul = len(x)

# probe: range beyond machine ints, equality by the sequence it produces, slicing into ranges, index/count with floats and bools, refusals
# inputs
big = 10**20
step = 3
# body
def attempt(f):
    try:
        return f()
    except (TypeError, ValueError, IndexError, OverflowError) as e:
        return type(e).__name__
r_eq = (range(0, 10, step) == range(0, 11, step), range(0, 1, 5) == range(0, 1, 7), range(0, -1) == range(5, 1), range(3) == [0, 1, 2])
r_slices = (range(10)[::2][::-1], range(10)[2:8:step], range(5)[-10:10], range(0, 10, step)[::-1], range(10)[5:2])
r_slice_lists = [list(x) for x in r_slices]
r_float_index = attempt(lambda: range(5).index(2.0))
r_float_count = (range(5).count(2.0), range(5).count(True), range(5).count("2"))
r_float_in = (2.0 in range(5), 2.5 in range(5), True in range(2, 5))
r_bool_args = (list(range(True)), list(range(1, 4, True)), range(5)[True])
r_str_arg = attempt(lambda: range("3"))
r_order = attempt(lambda: range(3) < range(4))
r_index_missing = attempt(lambda: range(0, 10, step).index(4))
r_item_out = attempt(lambda: range(3)[3])
r_slice_zero = attempt(lambda: range(3)[::0])
r_attrs = (range(1, 10, step)[1:].start, range(10)[::-1].stop, range(10)[::-1].step)
r_big_item = range(big)[big // 2]
r_big_in = (big - 1 in range(big), big in range(big), -1 in range(big))
r_big_neg = range(big)[-1]
r_hash_eq = hash(range(0, 1, 5)) == hash(range(0, 1, 7))

# probe: tuple indexing, slicing and repetition with indices beyond the machine size
# inputs
t = (1, 2, 3)
big = 2 ** 70
# body
r_slice_big = (t[:big], t[-big:], t[big:], t[::big], t[::-big], t[-big:big:2])
try:
    t[big]
except IndexError as e:
    r_index_big = type(e).__name__
    r_index_big_msg = str(e)
try:
    t[-big]
except IndexError as e:
    r_index_negbig = type(e).__name__
try:
    t * big
except (OverflowError, MemoryError) as e:
    r_repeat_big = type(e).__name__
try:
    () * big
except (OverflowError, MemoryError) as e:
    r_repeat_empty_big = type(e).__name__
try:
    t * -big
except OverflowError as e:
    r_repeat_neg_big = type(e).__name__
r_index_start_big = t.index(2, -big, big)
try:
    t.index(2, big)
except ValueError as e:
    r_index_from_big = type(e).__name__
r_range_slice = tuple(range(10)[::big])
r_slice_indices = slice(-big, big, 1).indices(3)

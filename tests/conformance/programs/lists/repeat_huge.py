# probe: a sequence repeated or joined past what memory holds
# inputs
n = 10 ** 18
pair = (0, [0])
# body
try:
    r_tuple = len(pair * n)
except (MemoryError, OverflowError) as err:
    r_tuple_err = type(err).__name__
try:
    r_str = len('ab' * n)
except (MemoryError, OverflowError) as err:
    r_str_err = type(err).__name__
try:
    r_list = len([1, 2, 3] * (n * 10))
except (MemoryError, OverflowError) as err:
    r_list_err = type(err).__name__
r_after = pair[1]
r_small = len(pair * 3)
try:
    r_both = (pair * n) | (pair & pair)
except MemoryError as err:
    r_both_mem = type(err).__name__
except TypeError as err:
    r_both_type = type(err).__name__

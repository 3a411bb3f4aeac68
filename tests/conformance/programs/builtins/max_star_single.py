# probe: min/max with one unpacked argument (treated as the iterable), several positional iterables compared as values, key=None, default with key on empty
# inputs
batches = [[8, 32, 16]]
pair = [[1, 2], [3]]
# body
def attempt(f, *a, **k):
    try:
        return f(*a, **k)
    except (TypeError, ValueError) as e:
        return type(e).__name__
r_star_one = attempt(max, *batches)
r_star_two = attempt(max, *pair)
r_star_int = attempt(max, *[5])
r_star_empty = attempt(min, *[[]])
r_star_none = attempt(min, *[])
r_key_none = (attempt(min, [3, 1], key=None), attempt(max, 3, 9, key=None))
r_pos_key = attempt(min, 1, 2, key=lambda v: -v)
r_default_key = attempt(max, [], key=len, default="none")
r_default_iter = attempt(max, iter([]), default=[])
r_default_str = attempt(min, "", default="z")
r_strs = attempt(max, "abc", "abd", "ab")
r_key_ties = (attempt(max, ["bb", "aa", "c"], key=len), attempt(min, ["bb", "aa", "c", "d"], key=len))
r_key_mixed = attempt(max, [1, "a"], key=lambda v: str(v))
r_one_item_uncomparable = attempt(max, [None])
r_key_none_values = attempt(max, [1, 2], key=lambda v: None)

# probe: list.sort with a key that raises part way leaves the list unchanged (keys computed first), key call order is item order; sorted with a key over mixed types
# inputs
xs = [3, 1, "x", 2]
# body
calls = []
def key(v):
    calls.append(v)
    if isinstance(v, str):
        raise ValueError(v)
    return -v
lst = list(xs)
try:
    lst.sort(key=key)
except ValueError as e:
    r_err = type(e).__name__
r_lst = lst
r_calls = list(calls)
try:
    sorted(xs)
except TypeError as e:
    r_mixed = type(e).__name__
r_by_str = sorted(xs, key=str)
nums = [3, 1, 2]
calls.clear()
nums.sort(key=key)
r_nums = nums
r_nums_calls = list(calls)

# probe: filter with a function and with None
# inputs
xs = [0, 1, "", "a", None, [], [0]]
nums = [5, -2, 3, -8]
# body
r_none = list(filter(None, xs))
r_fn = list(filter(lambda v: v > 0, nums))
r_builtin = list(filter(str.isdigit, ["1", "a", "22"]))
r_lazy_type = type(filter(None, [])).__name__
r_empty = list(filter(None, []))

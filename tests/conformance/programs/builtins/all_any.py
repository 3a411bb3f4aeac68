# probe: all and any on empty and mixed iterables, returning bools
# inputs
xs = [1, 0, 3]
empty = []
# body
r_all = all(xs)
r_any = any(xs)
r_all_empty = all(empty)
r_any_empty = any(empty)
r_all_strs = all(["a", "b"])
r_any_none = any([None, "", 0])
r_type = type(any([5])).__name__
r_gen = all(x < 10 for x in xs)
r_dict = any({0: "a"})

# probe: min and max with key, default, several arguments, ties and errors
# inputs
xs = [3, -7, 5, -7]
words = ["bb", "a", "ccc", "dd"]
# body
r_min = min(xs)
r_max = max(xs)
r_args = max(1, 5, 3)
r_key = max(xs, key=abs)
r_key_tie = min(words, key=len)
r_key_tie_max = max(words, key=len)
r_first_tie = max(["ab", "cd", "ef"], key=len)
r_default = min([], default="none")
r_str = max("hello")
r_tuple_cmp = max([(1, "b"), (1, "a"), (0, "z")])
try:
    max([])
except ValueError as e:
    r_empty = type(e).__name__
try:
    min(1, "a")
except TypeError as e:
    r_mixed = type(e).__name__

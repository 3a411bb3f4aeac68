# probe: sorted/min/max with key, default, reverse, ties, empty inputs (the errors), several positional args, mixed types
# inputs
xs = [3, -1, 2, -3]
words = ["bb", "A", "c", "aa"]
empty = []
# body
r_min_key = min(xs, key=abs)
r_max_key = max(xs, key=abs)
r_max_tie = max(["ab", "cd", "e"], key=len)
r_min_tie = min(["ab", "cd", "e", "f"], key=len)
r_default = (min(empty, default=None), max(empty, default="none"), max(xs, default=0), min(empty, key=abs, default=-1))
r_args = (min(3, 1, 2), max("b", "a"), max(1, 2.0), min(1, True), max([1, 2], [1, 3]))
r_sorted = (sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True), sorted(xs, key=lambda v: (v < 0, v)))
r_stable_rev = sorted([(1, "a"), (0, "b"), (1, "c")], key=lambda p: p[0], reverse=True)
r_dict = (max({"a": 3, "b": 1}), min({"a": 3, "b": 1}, key={"a": 3, "b": 1}.get), sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1]))
r_gen = max(v * v for v in xs)
r_str = (max("hello"), min("hello"))
r_nan = max([float("nan"), 1.0])
r_nan2 = max([1.0, float("nan")])
try:
    min(empty)
    r_empty = "ok"
except ValueError as e:
    r_empty = type(e).__name__
try:
    max(5)
    r_int = "ok"
except TypeError as e:
    r_int = type(e).__name__
try:
    max(1, 2, default=0)
    r_default_args = "ok"
except TypeError as e:
    r_default_args = type(e).__name__
try:
    sorted([1, "a"])
    r_mixed = "ok"
except TypeError as e:
    r_mixed = type(e).__name__
try:
    min([1, None])
    r_none = "ok"
except TypeError as e:
    r_none = type(e).__name__
try:
    sorted(xs, abs)
    r_pos_key = "ok"
except TypeError as e:
    r_pos_key = type(e).__name__

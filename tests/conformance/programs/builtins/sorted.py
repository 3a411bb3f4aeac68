# probe: sorted with key and reverse, stability, on strings and tuples
# inputs
xs = [3, 1, 2, 1]
words = ["banana", "Apple", "cherry", "apple"]
# body
r_plain = sorted(xs)
r_rev = sorted(xs, reverse=True)
r_key = sorted(words, key=str.lower)
r_case = sorted(words)
r_len_stable = sorted(["bb", "a", "cc", "d"], key=len)
r_len_rev_stable = sorted(["bb", "a", "cc", "d"], key=len, reverse=True)
r_tuples = sorted([(2, "b"), (1, "z"), (2, "a")])
r_dict = sorted({"b": 1, "a": 2})
r_dict_by_value = sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1])
r_str = sorted("hello")
r_new_list = sorted(xs) is not xs
r_lambda_neg = sorted(xs, key=lambda v: -v)
try:
    sorted([1, "a"])
except TypeError as e:
    r_mixed = type(e).__name__

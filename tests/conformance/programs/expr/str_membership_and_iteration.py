# probe: 'in' on strings (empty needle, multi-char, case), iteration, reversed, enumerate, list(), and in with a non-str needle
# inputs
s = "h\u00e9llo"
# body
r_in = ("" in s, "" in "", "ll" in s, "LL" in s, "\u00e9" in s, "lo" not in s, s in s)
r_chars = list(s)
r_rev = "".join(reversed(s))
r_rev_slice = s[::-1] == r_rev
r_enum = [(i, c) for i, c in enumerate(s) if c in "lo"]
r_count_loop = sum(1 for c in s if c == "l")
r_zip = list(zip(s, s[1:]))
r_iter_next = next(iter(s)), next(reversed(s))
try:
    1 in s
    r_int_in = "ok"
except TypeError as e:
    r_int_in = type(e).__name__
try:
    None in "abc"
    r_none_in = "ok"
except TypeError as e:
    r_none_in = type(e).__name__
r_in_list = "a" in ["abc"]

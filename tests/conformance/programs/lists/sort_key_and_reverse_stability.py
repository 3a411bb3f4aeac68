# probe: list.sort with key and reverse keeps equal items in original order; reversed() afterwards differs; sort returns None; key called with each item
# inputs
words = ["bb", "a", "cc", "d", "ee", "f"]
# body
a = list(words)
r_ret = a.sort(key=len)
r_key = a
a = list(words)
a.sort(key=len, reverse=True)
r_key_rev = a
r_rev_of_sort = list(reversed(sorted(words, key=len)))
calls = []
def k(w):
    calls.append(w)
    return -len(w)
a = list(words)
a.sort(key=k)
r_calls = calls
r_neg_key = a
pairs = [(1, "b"), (0, "a"), (1, "a"), (0, "b")]
p = list(pairs)
p.sort(key=lambda t: t[0], reverse=True)
r_pairs = p
r_two_pass = sorted(sorted(pairs, key=lambda t: t[1]), key=lambda t: t[0])
try:
    a.sort(len)
except TypeError as e:
    r_positional = type(e).__name__
a = list(words)
a.sort(key=None, reverse=0)
r_none_key = a

# probe: str comparison, iteration, indexing, membership and immutability
# inputs
s = "hello"
# body
r_chars = [c for c in s]
r_rev = s[::-1]
r_lt = "abc" < "abd"
r_prefix_lt = "ab" < "abc"
r_upper_lt = "B" < "a"
r_in = "ell" in s
r_mul = "-" * 3
r_ord_sum = sum(ord(c) for c in "ab")
try:
    s[0] = "H"
except TypeError as e:
    r_immutable = type(e).__name__
r_hashable = {s: 1}["hel" + "lo"]

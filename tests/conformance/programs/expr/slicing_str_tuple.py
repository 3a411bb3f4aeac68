# probe: slicing strings and tuples
# inputs
s = "conformance"
t = (1, 2, 3, 4)
# body
r_s = s[3:7]
r_s_rev = s[::-1]
r_s_step = s[1::3]
r_s_neg = s[-4:-1]
r_t = t[1:3]
r_t_rev = t[::-1]
r_t_type = type(t[1:]).__name__
r_s_empty = s[100:]
r_s_idx = s[-1]

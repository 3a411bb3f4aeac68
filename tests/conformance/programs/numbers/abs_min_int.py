# probe: abs() of the smallest 64-bit int is past 64 bits
# inputs
m = -9223372036854775807 - 1
# body
r_abs = abs(m)
r_neg = -m
r_ok = abs(m + 1)

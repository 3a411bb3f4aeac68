# probe: center, ljust, rjust, zfill, expandtabs
# inputs
s = "ab"
n = 7
# body
r_center = s.center(n, "*")
r_center_even = s.center(6)
r_ljust = s.ljust(n, ".")
r_rjust = s.rjust(n)
r_short = s.rjust(1)
r_zfill = "42".zfill(5)
r_zfill_neg = "-42".zfill(5)
r_tabs = "a\tb".expandtabs(4)

# probe: floor division and modulo follow floor semantics for every sign combination
# inputs
vals = [7, -7]
divs = [2, -2]
# body
r_floordiv = [a // b for a in vals for b in divs]
r_mod = [a % b for a in vals for b in divs]
r_truediv = [a / b for a in vals for b in divs]
r_float_floordiv = [a // 2.0 for a in vals]
r_float_mod = [a % 2.5 for a in vals]
r_identity = all((a // b) * b + a % b == a for a in vals for b in divs)

# probe: divmod and pow built-ins across int/float/bool operand pairs, their result types, and refusals for strings/None
# inputs
vals = [7, -7, 2.5, True]
# body
r_divmod = [[divmod(a, b) for b in vals] for a in vals]
r_types = [[type(divmod(a, b)[0]).__name__ for b in vals] for a in vals]
r_pow = [[pow(a, b) for b in (2, 0, True)] for a in vals]
r_pow_types = [type(pow(a, 2)).__name__ for a in vals]
try:
    divmod('7', 2)
except TypeError as e:
    r_str = type(e).__name__
try:
    pow(None, 2)
except TypeError as e:
    r_none = type(e).__name__
try:
    divmod(7, [2])
except TypeError as e:
    r_list = type(e).__name__

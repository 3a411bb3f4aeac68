# probe: divmod on positive, negative and float operands
# inputs
a = 17
b = 5
# body
r_pos = divmod(a, b)
r_neg = divmod(-a, b)
r_neg_div = divmod(a, -b)
r_float = divmod(7.5, 2)
r_type = type(divmod(a, b)).__name__
r_consistent = divmod(-a, b)[0] * b + divmod(-a, b)[1] == -a

# probe: int / int correctly rounded when operands pass 2**53 (no double rounding), signs, and exact results
# inputs
a = 2 ** 62 + 1
b = 3
# body
r_div = [a / b, (2 ** 60 + 1) / 3, -(2 ** 61 + 7) / 7, 1 / (2 ** 60 + 1), (2 ** 53 + 1) / 1, (2 ** 54 + 3) / 2]
r_exact = [(9223372036854775807) / 9223372036854775807, (2 ** 62) / 2 ** 61, 0 / -5, -0 / 5]
r_neg_zero = [str(v) for v in (0 / -5, 0 / 5, -1 / 2 ** 62)]
r_compare = [a / b == float(a) / float(b), (2 ** 60 + 1) / 3 == float(2 ** 60 + 1) / 3]
r_mixed = [a / 2.0, 2 ** 53 / 0.1, True / 3]

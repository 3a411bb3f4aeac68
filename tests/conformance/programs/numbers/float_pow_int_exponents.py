# probe: float ** int and int ** negative int results must match C pow() bit for bit (not repeated multiplication)
# inputs
bases = [1.1, 3.7, 0.1, 10.0, 1.0000001, 2.5, 0.9, 7.0, -1.3]
# body
r_pos = [[repr(b ** n) for n in (2, 3, 5, 10, 17, 31)] for b in bases]
r_neg = [[repr(b ** n) for n in (-1, -2, -5, -13)] for b in bases]
r_int_neg = [repr(10 ** n) for n in (-1, -2, -3, -5, -7, -10, -16, -22)]
r_int_neg_other = [repr(b ** -3) for b in (3, 7, -6, 12)]
r_float_exp = [repr(x) for x in (2 ** 0.5, 10 ** 0.5, 1.5 ** 2.5, 100 ** -0.5, 8 ** (1 / 3), 0.1 ** 0.1)]
r_pow_builtin = [repr(pow(b, 7)) for b in bases]
r_lr_decay = [repr(3e-4 * 0.95 ** step) for step in (1, 10, 100, 1000)]

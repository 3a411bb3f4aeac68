# probe: truth of numbers in if/while/and/or/not and bool(): zeros of each type, NaN, subnormals, and which operand and/or return
# inputs
vals = [0, 0.0, -0.0, False, 1, -1, 5e-324, float('nan'), float('inf'), True, 2 ** 62]
# body
r_bool = [bool(v) for v in vals]
r_not = [not v for v in vals]
r_and = [v and 'x' for v in vals]
r_or = [v or 'y' for v in vals]
r_if = ['t' if v else 'f' for v in vals]
r_filter = list(filter(None, vals))
r_any_all = (any([0, 0.0, -0.0]), all([1, 5e-324, -1]), any([False, float('nan')]))
r_count = sum(1 for v in vals if v)
n = 3
r_loop = []
while n:
    r_loop.append(n)
    n -= 1
r_zero_chain = 0 or 0.0 or False or -0.0
r_one_chain = 1 and 2.5 and True

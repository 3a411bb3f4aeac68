# probe: round(float, n) from the exact binary value: decimal-looking ties (0.125, 2.675), subnormals, huge and negative n
# inputs
vals = [0.125, 0.375, 2.675, 1.005, 0.5, 1.5, 2.5, -2.5, -0.5, 0.15, 0.25, 0.35, 1e-320, 5e-324, 123456.789, 1e22, 4.35, 8.345]
# body
r_r0 = [round(v, 0) for v in vals]
r_r1 = [round(v, 1) for v in vals]
r_r2 = [round(v, 2) for v in vals]
r_rm1 = [round(v, -1) for v in vals]
r_rm3 = [round(v, -3) for v in vals]
r_r323 = [round(v, 323) for v in vals]
r_r324 = [round(v, 324) for v in vals]
r_rbig = [round(v, 400) for v in vals]
r_rnbig = [round(v, -400) for v in vals]
r_plain = [round(v) for v in vals]
r_types = [type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(2.5, None)).__name__]

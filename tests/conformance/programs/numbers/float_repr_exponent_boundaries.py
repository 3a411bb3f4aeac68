# probe: repr/str/format of floats around the switch to exponent form (1e16, 1e-4) and their signs, in every text path
# inputs
vals = [1e15, 9999999999999998.0, 1e16, 1.5e16, 0.0001, 0.00009999, 1e-05, 123456789.125, 1e22, 1e-300, 5e-324, -1e16, -0.0001]
# body
r_repr = [repr(v) for v in vals]
r_str = [str(v) for v in vals]
r_fstr = [f"{v}" for v in vals]
r_format = [format(v) for v in vals]
r_pct = ['%r|%s' % (v, v) for v in vals]
r_list = str(vals)
r_dict = str({'v': vals[2], 'w': vals[6]})
r_tuple = repr(tuple(vals[:3]))

# probe: %d of floats past 64 and 128 bits
# inputs
x = 1e40
# body
r_d = '%d' % x
r_i = '%i' % -1e30
r_d_small = '%d' % 2.9
r_f0 = f'{x:.0f}'
r_pct_f0 = '%.0f' % x
r_e = '%e' % x
r_g = '%g' % 1e-40
try:
    r_fmt_d = '{:d}'.format(1e5)
except ValueError as err:
    r_fmt_d_err = type(err).__name__
r_x = '%x' % 255
r_o = '%#o' % 8
r_u = '%u' % -3
r_c = '%c' % 65
r_pct_pct = '%d%%' % 50
r_star = '%*d|%-*s|' % (5, 42, 4, 'ab')
r_dict = '%(a)s-%(b)03d' % {'a': 'x', 'b': 7}

# probe: negative zero keeps its sign in every float format
# inputs
z = -0.0
# body
r_pct_f = '%5.1f' % z
r_pct_g = '%g' % z
r_pct_e = '%.2e' % z
r_pct_d = '%d' % z
r_fstr_f = f'{z:.2f}'
r_fstr_g = f'{z:g}'
r_fstr_plain = f'{z}'
r_fstr_width = f'{z:>8.1f}'
r_format = format(z, '.3g')
r_str = str(z)
r_repr = repr(z)
r_round = round(z, 1)
r_round_str = str(round(-0.04, 1))
r_pct_small = '%.1f' % -0.04
r_fstr_small = f'{-0.04:.1f}'

# probe: float(text) over spellings: underscores between digits only, inf/nan in any case and sign, exponents, whitespace, refusals
# inputs
texts = ['1_0.5', '1._5', '1_.5', '.5_0', '0_0.5', '1e1_0', '1e_10', '1_e10', 'inf', '-Infinity', '+nan', 'NaN', 'infinit', 'in_f', '1e', '.', '', ' 1.5 ', '1.5.2', '1,5', '+-1', '0x10', '1e+5', '1E-5', '5.', '.5', '-.5e-3', '1e400', '-1e400', '1e-400', '0001.5', '1__0', '\t\n1\x0c', '1 0', 'iNfInItY', 'nan1', '+', '-', '2.5e-324', '4.9e-324']
# body
r_vals = []
for t in texts:
    try:
        v = float(t)
        r_vals.append(str(v))
    except ValueError:
        r_vals.append('VE')
r_neg_nan = str(float('-nan'))
r_signs = (str(float('-0')), str(float('+0.0')), str(float('-0e5')))
r_from_num = (float(7), float(True), float(-0.0), float(2 ** 62 + 1))
try:
    float(None)
except TypeError as e:
    r_none = type(e).__name__
try:
    float([1.5])
except TypeError as e:
    r_list = type(e).__name__

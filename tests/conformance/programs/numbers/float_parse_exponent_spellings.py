# probe: float() of exponent and sign spellings: '1.e5', '.e5', '1e+', '+.5', underscores inside exponents, C suffixes; ASCII whitespace for int()
# inputs
texts = ['1.e5', '.e5', '1.e', 'e5', '1e+', '+.5', '-.e1', '1.5E+0_3', '0.0e-0', '00.00', '1e0001', '-0x1p3', '1d5', '1f', '1.5L', 'infinity ', ' -inf', 'INF', '+Infinity', 'inf inity', '1_2_3.4_5e6_7', '1e-0_1', '0_1e1']
# body
r_vals = []
for t in texts:
    try:
        r_vals.append(float(t))
    except ValueError as e:
        r_vals.append(type(e).__name__)
r_ints = []
for t in ('\x1c1', '1\x1f', '\x0b1\x0c', '\r\n-1\t'):
    try:
        r_ints.append(int(t))
    except ValueError as e:
        r_ints.append(type(e).__name__)

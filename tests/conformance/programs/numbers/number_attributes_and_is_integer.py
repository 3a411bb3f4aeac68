# probe: .real/.imag/.numerator/.denominator of ints, bools and floats; float.is_integer; int.is_integer absent in 3.11
# inputs
i = 7
x = 2.5
# body
r_int_attrs = (i.real, i.imag, i.numerator, i.denominator, (-i).numerator)
r_bool_attrs = (True.real, True.imag, False.numerator, True.denominator)
r_bool_types = [type(v).__name__ for v in (True.real, True.numerator, True.imag)]
r_float_attrs = (x.real, x.imag, (-0.0).real)
r_is_integer = [v.is_integer() for v in (2.0, x, -0.0, 1e300, float('inf'), float('nan'), 5e-324)]
try:
    (5).is_integer()
    r_int_is_integer = 'present'
except AttributeError as e:
    r_int_is_integer = type(e).__name__
try:
    x.numerator
except AttributeError as e:
    r_float_numerator = type(e).__name__
try:
    (1.5).bit_length()
except AttributeError as e:
    r_float_bits = type(e).__name__
r_getattr = (getattr(1.5, 'bit_length', None) is None, hasattr(1.5, 'to_bytes'), hasattr(5, 'to_bytes'), hasattr(True, 'bit_count'))

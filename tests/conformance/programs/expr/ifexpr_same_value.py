# probe: a conditional expression whose test is undecided gives one value only when both sides are the same value of the same type (`False` and `0`, `0.0` and `-0.0`, `1` and `1.0`, `(1,)` and `(True,)` are equal, not the same), whichever side Python takes
# inputs
flag = False
# body
r_bool_int = False if flag else 0
r_int_bool = 0 if flag else False
r_zero = 0.0 if flag else -0.0
r_neg_zero = -0.0 if flag else 0.0
r_int_float = 1 if flag else 1.0
r_float_int = 1.0 if flag else 1
r_tuple = (1,) if flag else (True,)
r_tuple_rev = (True,) if flag else (1,)
r_same = 'x' if flag else 'x'
r_and = (flag and False) or 0
r_repr = repr(r_bool_int) + repr(r_int_bool) + repr(r_zero) + repr(r_neg_zero) + repr(r_int_float) + repr(r_float_int) + repr(r_tuple) + repr(r_tuple_rev)

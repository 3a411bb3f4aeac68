# probe: format() specs at their edges: general and empty types, grouping, alternate forms, sign, fill, bool and negative values
# inputs
x = 1234.5678
small = 0.000012345
big = 1e16
n = -255
flag = True
s = "héllo"
# body
r_g = [f"{v:g}" for v in (x, small, big, 100.0, 0.0001, 123456789.0)]
r_g3 = [f"{v:.3g}" for v in (x, small, big, 100.0, 0.5)]
r_empty_prec = [f"{v:.3}" for v in (x, small, big, 100.0, 1.0, 0.5)]
r_alt_g = f"{2.0:#g}|{2.0:#.3g}|{3:#o}|{n:#b}|{n:#X}"
r_exp = f"{x:e}|{x:.0e}|{x:#.0e}|{small:E}"
r_fixed = f"{x:.0f}|{x:#.0f}|{-0.0:f}|{2.5:.0f}|{3.5:.0f}"
r_group = f"{x:,.2f}|{x:_.1f}|{n:,}|{1234567:_x}|{10**9:,d}"
r_sign = f"{x:+.1f}|{x: .1f}|{-x:-.1f}|{n:+d}|{255: d}"
r_fill = f"{n:*^10}|{n:=10}|{n:010}|{x:>12.2f}|{x:<12.2f}|"
r_pct = f"{0.5:%}|{0.12345:.2%}|{2:.0%}"
r_bool = f"{flag}|{flag:d}|{flag:>6}|{flag!r:>6}|{False:.1f}"
r_str = f"{s:>8}|{s:.2}|{s:_<7}|{s!r}|{s!a}"
r_int_float = f"{7:.2f}|{7:e}|{7:g}|{7:%}"
r_char = f"{65:c}{97:c}"
r_repr_floats = [repr(v) for v in (x, small, big, 1e15, 1e-4, 1e-5, 0.1, 2.0**60, -1.5e-7)]
r_str_floats = [str(v) for v in (x, small, big)]
try:
    f"{x:d}"
except ValueError as e:
    r_err_float_d = type(e).__name__
try:
    f"{n:.2}"
except ValueError as e:
    r_err_int_prec = type(e).__name__
try:
    f"{s:=5}"
except ValueError as e:
    r_err_str_eq = type(e).__name__
try:
    f"{None:>4}"
except TypeError as e:
    r_err_none = type(e).__name__
try:
    f"{n:,x}"
except ValueError as e:
    r_err_comma_x = type(e).__name__

# probe: f"{x=}" uses repr by default, f"{x=!s}" uses str, f"{x=:spec}" uses format with the spec; whitespace around = is kept; nested expressions
# inputs
v = 3
# body
class T:
    def __repr__(self):
        return "T-repr"
    def __str__(self):
        return "T-str"
    def __format__(self, spec):
        return "T-fmt[" + spec + "]"
t = T()
r_eq = f"{t=}"
r_eq_s = f"{t=!s}"
r_eq_fmt = f"{t=:>4}"
r_eq_space = f"{t = }"
r_num = f"{v=}, {v*2=}, {v=:03d}"
r_str = f"{'a'=}"
r_plain = (f"{t}", f"{t!r}", f"{t!s}", f"{t:x}")
items = [t, v]
r_list = f"{items=}"

# probe: str.center vs format '^' put the odd pad on different sides; bool and IntEnum under non-empty format specs format as ints; precision truncates strings
# inputs
words = ["ab", "abc", "a", "abcd"]
w = 5
flag = True
# body
import enum
r_center = [s.center(w) + "|" for s in words]
r_caret = [f"{s:^{w}}|" for s in words]
r_same = [s.center(w) == f"{s:^{w}}" for s in words]
r_center_even_w = [s.center(w + 1, ".") for s in words]
r_bool_plain = f"{flag}"
r_bool_spec = f"{flag:>5}"
r_bool_d = format(flag, "d")
r_bool_empty = format(flag, "")
r_bool_str_spec = "{:<6}|".format(False)
class N(enum.IntEnum):
    ONE = 1
r_intenum_spec = f"{N.ONE:>4}"
r_intenum_plain = f"{N.ONE}"
r_trunc = [f"{s:.2}" for s in words]
r_trunc_w = f"{'abcdef':>{w}.{w - 2}}"
r_none_spec = None
try:
    r_none_spec = f"{None:>4}"
except TypeError as e:
    r_none_spec = type(e).__name__
r_none_plain = f"{None!s:>6}"

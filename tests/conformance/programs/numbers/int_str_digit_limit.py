# probe: int/str conversion digit limit of CPython 3.11 (4300 digits): int() of long strings, str()/format of huge ints
# inputs
k = 4301
# body
import sys
r_limit = sys.get_int_max_str_digits()
r_ok = int("7" * 4300) % 1000
try:
    int("7" * k)
except ValueError as e:
    r_too_long = type(e).__name__
r_hex_ok = int("f" * k, 16) % 1000
huge = 10 ** k
try:
    str(huge)
except ValueError as e:
    r_str_huge = type(e).__name__
try:
    f"{huge}"
except ValueError as e:
    r_fstr_huge = type(e).__name__
r_hex_huge = len(hex(huge))
r_bits = huge.bit_length()
r_str_ok = len(str(10 ** 4299))
r_under = int("1_" * 100 + "1") % 97

# probe: str.format field names and [index] keys are integers only when all decimal digits (any script's), '+0' is a keyword, too many digits is ValueError, '{' in a name is ValueError
# inputs
args = ["a", "b"]
# body
try:
    r_plus = "{+0}".format(*args)
except KeyError as e:
    r_plus = type(e).__name__
r_plus_kw = "{+0}".format(**{"+0": "kw"})
r_zeros = "{00}{01}".format(*args)
r_arabic = "{\u0661}".format(*args)
r_arabic_idx = "{0[\u0661]}".format(args)
r_digit_key = "{0[01]}".format({1: "int-key", "01": "str-key"})
try:
    r_huge = "{99999999999999999999}".format(*args)
except (ValueError, KeyError) as e:
    r_huge = type(e).__name__
try:
    r_huge_idx = "{0[99999999999999999999]}".format({})
except (ValueError, KeyError) as e:
    r_huge_idx = type(e).__name__
try:
    r_brace_name = "{0{}}".format(*args)
except (ValueError, KeyError) as e:
    r_brace_name = type(e).__name__

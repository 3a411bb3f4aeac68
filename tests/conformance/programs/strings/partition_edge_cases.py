# probe: partition/rpartition with separator at an end, missing, equal to the whole string, longer than it, non-str
# inputs
s = "=a=b="
sep = "="
# body
r_p = s.partition(sep)
r_rp = s.rpartition(sep)
r_whole = (s.partition(s), s.rpartition(s))
r_long = ("ab".partition("abc"), "ab".rpartition("abc"))
r_empty_s = ("".partition("x"), "".rpartition("x"))
r_multi = "a::b::c".rpartition("::")
try:
    s.partition(None)
    r_none = "ok"
except TypeError as e:
    r_none = type(e).__name__
try:
    s.rpartition("")
    r_empty = "ok"
except ValueError as e:
    r_empty = type(e).__name__

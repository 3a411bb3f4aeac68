# probe: re's errors: a group a match does not have, a bad pattern, a subject of another type
# inputs
s = "ab12"
# body
import re
m = re.match(r"([a-z]+)(\d+)", s)
try:
    m.group(3)
except IndexError as e:
    r_index = (type(e).__name__, str(e))
try:
    m["nope"]
except IndexError as e:
    r_name = type(e).__name__
try:
    m.span(-1)
except IndexError as e:
    r_negative = type(e).__name__
try:
    re.compile(r"(a")
except re.error as e:
    r_bad = type(e).__name__
try:
    re.match(r"a", 5)
except TypeError as e:
    r_type = type(e).__name__
r_ok = m.group(2)

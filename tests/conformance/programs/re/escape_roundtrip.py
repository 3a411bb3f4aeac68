# probe: re.escape of special characters, then used as a literal pattern
# inputs
s = "a.b*c+(d)[e]{f}?^$|\\ -_#"
# body
import re
r_esc = re.escape(s)
r_found = re.search(re.escape(s), "xx" + s + "yy").span()
r_alnum = re.escape("abc_123")
r_space = re.escape(" \t\n")
r_dash = re.escape("-")
r_hash = re.escape("#&~")
r_bytes = re.escape(b"a.b")
r_split = re.split(re.escape("."), "1.2.3")

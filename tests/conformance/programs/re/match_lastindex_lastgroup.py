# probe: a match's lastindex and lastgroup are values (an int or None, a name or None), and regs a tuple of spans, not methods
# inputs
s = "ac"
# body
import re
m = re.match(r"(?P<k>a)(b)?", s)
r_lastindex = m.lastindex
r_lastgroup = m.lastgroup
r_regs = m.regs
plain = re.match(r"a", s)
r_plain_lastindex = plain.lastindex
r_plain_none = plain.lastindex is None
r_plain_lastgroup = plain.lastgroup
r_callable = callable(m.lastindex)

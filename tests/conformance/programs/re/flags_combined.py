# probe: IGNORECASE, MULTILINE, DOTALL, VERBOSE combined with |, and their effect on ., ^, $, letters
# inputs
text = "Hello\nWORLD\nhello"
# body
import re
r_plain = re.findall(r"^h\w+", text)
r_i = re.findall(r"^h\w+", text, re.I)
r_im = re.findall(r"^h\w+", text, re.I | re.M)
r_dot = re.findall(r"o.W", text)
r_dot_s = re.findall(r"o.W", text, re.S)
r_dot_si = re.findall(r"o.w", text, re.S | re.I)
r_verbose = re.findall(r"""
    ^ (h)   # an h
    (\w+)   # the rest
    $""", text, re.X | re.I | re.M)
r_verbose_space = re.findall(r"a\ b [ ]c", "a bc a b c", re.X)
r_flags_value = (re.compile("x", re.I | re.M).flags & (re.I | re.M)) == (re.I | re.M)
r_inline = re.findall(r"(?i:w)orld", text + " World wORLD")

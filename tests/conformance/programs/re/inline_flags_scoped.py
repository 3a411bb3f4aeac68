# probe: scoped inline flags (?i:...), (?-i:...), (?s:.), (?x) comments, global flags not at the start (re.error in 3.11), flags combined with the flags argument
# inputs
s = "AbC\nd"
# body
import re
r_scoped = re.findall(r"(?i:a)b", "ab Ab aB")
r_off = re.findall(r"(?-i:a)b", "ab Ab aB", re.I)
r_dotall_scoped = re.findall(r"C(?s:.)d", s)
r_dot_plain = re.findall(r"C.d", s)
r_x_class_hash = re.findall(r"(?x) [#] a  # comment", "#a")
r_x_escaped_space = re.findall(r"(?x)a\ b", "a b")
try:
    re.compile(r"a(?i)b")
    r_mid_global = "ok"
except re.error as e:
    r_mid_global = type(e).__name__
r_global_start = re.findall(r"(?i)ab", "AB ab")
r_multi_letters = re.findall(r"(?im)^c$", "x\nC\nc")
try:
    re.compile(r"(?z)a")
    r_bad_flag = "ok"
except re.error as e:
    r_bad_flag = type(e).__name__

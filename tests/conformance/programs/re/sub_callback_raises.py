# probe: a replacement function that raises stops re.sub mid-way; its earlier side effects stay; non-str return is TypeError; None return is TypeError
# inputs
s = "1,2,3"
# body
import re
done = []
def rep(m):
    if m.group() == "2":
        raise KeyError(m.group())
    done.append(m.group())
    return "n"
try:
    r_sub = re.sub(r"\d", rep, s)
except KeyError as e:
    r_err = (type(e).__name__, e.args)
r_done = list(done)
try:
    re.sub(r"\d", lambda m: 5, s)
except TypeError as e:
    r_int = type(e).__name__
try:
    re.sub(r"\d", lambda m: None, s)
    r_none = "ok"
except TypeError as e:
    r_none = type(e).__name__
r_bytes_repl = re.sub(rb"\d", lambda m: b"#", b"a1")

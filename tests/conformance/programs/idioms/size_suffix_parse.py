# probe: sizes written "1k"/"16K"/"1M"/"512" parsed with str methods and with a regex
# inputs
sizes = ["1k", "16K", "1M", "512", "2G"]
# body
import re
UNITS = {"k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}
def parse(s):
    s = s.strip().lower()
    if s[-1].isdigit():
        return int(s)
    return int(s[:-1]) * UNITS[s[-1]]
r_parsed = [parse(s) for s in sizes]
PAT = re.compile(r"^(\d+)([kKmMgG]?)$")
def parse_re(s):
    m = PAT.match(s)
    if not m:
        raise ValueError(s)
    n, u = m.groups()
    return int(n) * UNITS.get(u.lower(), 1)
r_re = [parse_re(s) for s in sizes]
try:
    parse_re("1.5k")
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
r_fmt = ["%dk" % (v // 1024) if v % 1024 == 0 else str(v) for v in r_parsed]

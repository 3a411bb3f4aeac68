# probe: size strings with multi-letter units "4KiB", "1MB", "2GiB" looked up in a unit table by longest suffix, unknown unit KeyError
# inputs
sizes = ["4KiB", "1MB", "2GiB", "10B", "3kb"]
# body
UNITS = {"b": 1, "kb": 1000, "kib": 1024, "mb": 10**6, "mib": 1 << 20, "gib": 1 << 30}
def parse(s):
    t = s.lower()
    i = len(t)
    while i > 0 and not t[i - 1].isdigit():
        i -= 1
    num, unit = t[:i], t[i:]
    return int(num) * UNITS[unit]
r_vals = [parse(s) for s in sizes]
r_units = sorted(UNITS, key=len, reverse=True)
try:
    parse("5TB")
    r_err = None
except KeyError as e:
    r_err = (type(e).__name__, e.args[0])
try:
    parse("MB")
    r_err2 = None
except ValueError as e:
    r_err2 = type(e).__name__
r_human = []
for v in r_vals:
    for name in ("gib", "mib", "kib"):
        if v >= UNITS[name] and v % UNITS[name] == 0:
            r_human.append(f"{v // UNITS[name]}{name}")
            break
    else:
        r_human.append(f"{v}b")

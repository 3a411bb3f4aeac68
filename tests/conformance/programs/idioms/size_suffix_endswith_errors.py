# probe: sizes "4k"/"1M"/"2g" parsed with endswith and int(), errors on "", "k", "1.5k", " 8 ", "-4k"
# inputs
sizes = ["4k", "1M", "2g", "512", " 8 ", "-4k"]
bad = ["", "k", "1.5k", "4kb", "0x10"]
# body
def parse(s):
    t = s.strip().lower()
    for suf, mul in (("k", 1024), ("m", 1 << 20), ("g", 1 << 30)):
        if t.endswith(suf):
            return int(t[: -len(suf)]) * mul
    return int(t)
r_ok = [parse(s) for s in sizes]
r_errs = []
for b in bad:
    try:
        parse(b)
        r_errs.append("ok")
    except ValueError as e:
        r_errs.append(type(e).__name__)
    except IndexError as e:
        r_errs.append(type(e).__name__)
r_total = sum(r_ok)
r_fixed = parse("16K")
r_kinds = [type(v).__name__ for v in r_ok]

# probe: a narrow except around int(cfg value): a None input raises TypeError, which escapes the except ValueError
# expect: raises TypeError
# inputs
raw = None
fallback = 3
# body
r_before = fallback * 2
def parse(v):
    try:
        return int(v)
    except ValueError:
        return fallback
r_ok = parse("12")
r_bad = parse("x")
r_none = parse(raw)

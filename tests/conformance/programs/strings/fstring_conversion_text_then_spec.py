# probe: an f-string field with !r/!s then a spec formats the converted str, so a numeric spec is ValueError even when the value is a set or an object (here uncaught)
# expect: raises ValueError
# inputs
s = {3}
# body
class A:
    pass
r_ok = f"{'x'!r:>5}|{5!s:>3}|{[1]!r:^7}"
try:
    f"{'x'!r:d}"
    r_str_d = "ok"
except ValueError as e:
    r_str_d = type(e).__name__
r_before = "set"
r_bad = f"{s!r:d}"
r_after = "unreached"

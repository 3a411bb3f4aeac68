# probe: an f-string whose nested spec comes from an input the value refuses raises ValueError (here uncaught)
# expect: raises ValueError
# inputs
w = "d"
# body
r_before = "set"
r_ok = f"{5:{w}}"
r_bad = f"{'abc':{w}}"
r_after = "unreached"

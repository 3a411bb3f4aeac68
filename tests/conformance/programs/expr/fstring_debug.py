# probe: f-string self-documenting expressions and expressions inside fields
# inputs
a = 3
b = 4
d = {"k": "v"}
# body
r_debug = f"{a=}"
r_debug_expr = f"{a + b = }"
r_debug_spec = f"{a=:>4}"
r_sub = f"{d['k']}"
r_call = f"{len(d)}"
r_cond = f"{'big' if a > 2 else 'small'}"
r_nested = f"{f'{a}' * 2}"

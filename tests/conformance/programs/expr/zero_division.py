# probe: division and modulo by zero raise ZeroDivisionError (ints and floats)
# inputs
a = 5
z = 0
# body
results = []
for op in ("div", "floordiv", "mod", "fdiv", "divmod"):
    try:
        if op == "div":
            a / z
        elif op == "floordiv":
            a // z
        elif op == "mod":
            a % z
        elif op == "fdiv":
            a / 0.0
        else:
            divmod(a, z)
        results.append("ok")
    except ZeroDivisionError:
        results.append("zde")
r_results = results
r_zero_pow = 0 ** 0

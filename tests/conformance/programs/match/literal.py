# probe: literal patterns: ints, strings, None/True/False (matched by identity), negative numbers
# inputs
cmd = "stop"
code = -1
flag = True
# body
def lit(v):
    match v:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case "stop" | "halt":
            return "stopping"
        case None:
            return "none"
        case True:
            return "true"
        case 1.5:
            return "one and a half"
        case _:
            return "other"
r_cmd = lit(cmd)
r_code = lit(code)
r_flag = lit(flag)
r_one = lit(1)
r_float = lit(1.5)
r_none = lit(None)
r_zero_float = lit(0.0)
r_false = lit(False)

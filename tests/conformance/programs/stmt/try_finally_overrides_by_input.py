# probe: try/finally where the finally returns or raises depending on an input, overriding a return or an exception from the body; what the caller sees and logs
# inputs
mode = "ret"
v = 0
# body
log = []
def f(mode, v):
    try:
        log.append("body")
        if v == 0:
            raise KeyError("zero")
        return "body-return"
    finally:
        log.append("finally")
        if mode == "ret":
            return "finally-return"
        if mode == "raise":
            raise ValueError(mode)
r_a = f(mode, v)
r_b = f("none", v + 1)
try:
    r_c = f("none", v)
except KeyError as e:
    r_c = ("KeyError", e.args)
try:
    r_d = f("raise", v)
except ValueError as e:
    r_d = ("ValueError", type(e.__context__).__name__)
r_log = log

# probe: try/else runs only without exception; names bound in try stay bound
# inputs
ok = "12"
bad = "x"
# body
def conv(s):
    try:
        n = int(s)
    except ValueError:
        status = "failed"
    else:
        status = "ok"
        n = n * 2
    return status, locals().get("n")
r_ok = conv(ok)
r_bad = conv(bad)
try:
    partial = 1
    1 / 0
    partial = 2
except ZeroDivisionError:
    pass
r_partial = partial

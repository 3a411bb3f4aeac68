# probe: exec and eval run code made at run time in the caller's namespaces: what that code may change, every global and the caller's locals, is not known after
# inputs
src = "y = 5"
expr = "log.append(1)"
# body
y = 0
log = []
def f():
    xs = []
    eval("xs.append(2)")
    eval(expr)
    return xs
r_xs = f()
r_log = list(log)
exec(src)
r_y = y

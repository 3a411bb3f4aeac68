# probe: an object's attribute written through its __dict__ stands before its class's method of that name, and a function's __defaults__ replaced changes what a call of it does
# inputs
k = 3
# body
log = []
class A:
    def go(self):
        log.append("A.go")
        return 1
o = A()
o.__dict__["go"] = lambda: log.append("inst") or 2
r_go = o.go()
r_other = A().go()
def f(a, b=1):
    log.append(("f", b))
    return a + b
f.__defaults__ = (k,)
r_f = f(1)
r_log = list(log)

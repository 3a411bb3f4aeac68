# probe: a definition's decorators are evaluated first, top to bottom (before a function's defaults, before a class's bases and body), and applied last, bottom to top; one that raises makes nothing
# inputs
n = 1
# body
log = []
def deco(tag):
    log.append(("deco", tag))
    def wrap(x):
        log.append(("apply", tag))
        return x
    return wrap
def default():
    log.append("default")
    return n
def base():
    log.append("base")
    return object
@deco(1)
@deco(2)
def f(a=default()):
    return a
@deco(3)
@deco(4)
class C(base()):
    log.append("body")
r_order = list(log)
log.clear()
try:
    @missing_decorator
    class D(base()):
        log.append("body")
    r_missing = "made"
except NameError:
    r_missing = "NameError"
r_missing_log = list(log)

# probe: __exit__ suppressing with truthy non-bools, __enter__ raising skips __exit__, __exit__ replacing the exception, several managers, return/break through with
# inputs
v = 0
# body
log = []
class M:
    def __init__(self, name, result=None, enter_error=False, exit_error=False):
        self.name = name
        self.result = result
        self.enter_error = enter_error
        self.exit_error = exit_error
    def __enter__(self):
        log.append("enter " + self.name)
        if self.enter_error:
            raise ValueError("enter " + self.name)
        return self.name
    def __exit__(self, t, e, tb):
        log.append(("exit", self.name, t.__name__ if t else None))
        if self.exit_error:
            raise KeyError("from exit")
        return self.result
with M("one", result="yes") as got:
    1 / v
r_got = got
try:
    with M("zero", result=0):
        1 / v
except ZeroDivisionError:
    r_zero = "propagated"
try:
    with M("bad", enter_error=True):
        log.append("body")
except ValueError as e:
    r_enter = str(e)
try:
    with M("replace", exit_error=True):
        1 / v
except KeyError as e:
    r_replace = (type(e).__name__, type(e.__context__).__name__)
with M("outer"), M("inner", result=True):
    raise IndexError
with M("outer2", result=True), M("inner2"):
    raise IndexError
def f():
    with M("ret"):
        return "returned"
r_ret = f()
for i in range(3):
    with M("loop" + str(i)):
        if i == 1:
            break
def g():
    with M("supp", result=True):
        raise RuntimeError
    return "after"
r_g = g()
r_log = log
class NoEnter:
    def __exit__(self, *a):
        return True
try:
    with NoEnter():
        pass
except (TypeError, AttributeError) as e:
    r_no_enter = (type(e).__name__, str(e))

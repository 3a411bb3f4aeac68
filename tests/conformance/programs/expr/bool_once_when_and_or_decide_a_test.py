# probe: in a test position (if, elif, while, ternary, comprehension filter, assert, not), an `and`/`or` that stops at an operand tests it once: __bool__ is not called a second time on the operand handed back
# inputs
fv = False
tv = True
# body
calls = []
class B:
    def __init__(self, name, v):
        self.name, self.v = name, v
    def __bool__(self):
        calls.append(self.name)
        return self.v
f = B("f", fv)
t = B("t", tv)
def run(thunk):
    calls.clear()
    thunk()
    return list(calls)
def if_and():
    if f and t:
        pass
def if_or():
    if t or f:
        pass
def ternary():
    return 1 if (f and t) else 2
def comp():
    return [1 for _ in range(1) if t or f]
def while_and():
    while f and t:
        pass
def if_not():
    if not (t or f):
        pass
def assert_or():
    assert t or f
def elif_and():
    if False:
        pass
    elif f and t:
        pass
def assign_then_test():
    x = f and t
    if x:
        pass
r_if_and = run(if_and)
r_if_or = run(if_or)
r_ternary = run(ternary)
r_comp = run(comp)
r_while = run(while_and)
r_if_not = run(if_not)
r_assert = run(assert_or)
r_elif = run(elif_and)
r_assign_then_test = run(assign_then_test)
r_value_not = run(lambda: not (f and t))

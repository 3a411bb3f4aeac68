# probe: dispatch dict of lambdas built in a loop over ops: late binding picks the last op for all, dict comprehension with default capture, a def inside a loop
# inputs
ops = ["add", "sub", "mul"]
a = 6
b = 3
# body
import operator
late = {}
for op in ops:
    late[op] = lambda x, y: getattr(operator, op)(x, y)
r_late = {k: f(a, b) for k, f in late.items()}
bound = {op: (lambda x, y, op=op: getattr(operator, op)(x, y)) for op in ops}
r_bound = {k: f(a, b) for k, f in bound.items()}
defs = []
for op in ops:
    def f(x, y, _fn=getattr(operator, op)):
        return _fn(x, y)
    defs.append(f)
r_defs = [f(a, b) for f in defs]
r_names = [f.__name__ for f in defs]
op = "truediv"
r_late_rebound = late["add"](a, b)
r_kw_override = bound["add"](a, b, op="mod")

# probe: scenario classes created with type(name, bases, ns) in a loop: late-bound lambdas in ns vs default capture, __qualname__/__module__, registry from the created classes
# inputs
ops = ["add", "mul"]
# body
class Scenario:
    def run(self):
        return "base"
REG = {}
for op in ops:
    ns = {"op": op, "late": lambda self: op, "bound": lambda self, _op=op: _op}
    REG[op] = type(op.title() + "Scenario", (Scenario,), ns)
r_names = [c.__name__ for c in REG.values()]
r_attr = [c.op for c in REG.values()]
r_late = [c().late() for c in REG.values()]
r_bound = [c().bound() for c in REG.values()]
r_run = REG["add"]().run()
r_isinst = isinstance(REG["mul"](), Scenario)
r_module = REG["add"].__module__
try:
    type("X", (int, str), {})
    r_layout = "ok"
except TypeError as e:
    r_layout = type(e).__name__
try:
    type("Y", (Scenario,))
    r_args = "ok"
except TypeError as e:
    r_args = type(e).__name__

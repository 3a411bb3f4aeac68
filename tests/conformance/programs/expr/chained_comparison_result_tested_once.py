# probe: a chained comparison whose links return objects with __bool__: each link that is not last is tested once to decide whether to go on; in a test position the link that ends the chain is tested once, in a value position the last link is handed back untested
# inputs
first_ok = False
# body
calls = []
class Res:
    def __init__(self, name, v):
        self.name, self.v = name, v
    def __bool__(self):
        calls.append(self.name)
        return self.v
class C:
    def __init__(self, name, ok):
        self.name, self.ok = name, ok
    def __lt__(self, other):
        return Res(self.name, self.ok)
a = C("a", first_ok)
b = C("b", True)
def run(thunk):
    calls.clear()
    out = thunk()
    return (out, list(calls))
def in_if():
    if a < b < 3:
        return "yes"
    return "no"
def in_if_second():
    if b < a < 3:
        return "yes"
    return "no"
r_if = run(in_if)
r_if_second = run(in_if_second)
r_value = run(lambda: type(a < b < 3).__name__)
r_value_second = run(lambda: type(b < a < 3).__name__)
r_while = run(lambda: [0 for _ in range(1) if a < b < 3])
r_assert = run(lambda: (b < 1 < 2) and "ok")

# probe: a generator reading a global at each step sees it rebound between pulls through globals()[...], exec, a function's global statement, a for target, a with target, an import-as
# inputs
start = 1
# body
value = start
def reader():
    for _ in range(2):
        yield value
def bump_global():
    global value
    value = "from function"
g = reader()
a = next(g)
globals()["value"] = "via globals"
r_globals = (a, next(g))
g = reader()
a = next(g)
exec("value = 'via exec'")
r_exec = (a, next(g))
g = reader()
a = next(g)
bump_global()
r_function = (a, next(g))
g = reader()
a = next(g)
for value in ["for target"]:
    pass
r_for = (a, next(g))
g = reader()
a = next(g)
import string as value
r_import = (a, type(next(g)).__name__)
g = reader()
a = next(g)
[value, other] = ["unpacked", 0]
r_unpack = (type(a).__name__, next(g))
g = reader()
a = next(g)
value += "!"
r_augassign = (a, next(g))
g = reader()
a = next(g)
(value := "walrus")
r_walrus = (a, next(g))

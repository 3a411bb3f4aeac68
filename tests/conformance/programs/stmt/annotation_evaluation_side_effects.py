# probe: when annotations are evaluated: a def's parameter and return annotations at def time; a module-level annotated assignment (with or without a value, simple name or attribute target) evaluates its annotation; one inside a function body never does
# inputs
v = 1
# body
log = []
def note(tag):
    log.append(tag)
    return int
def f(a: note("param")) -> note("return"):
    return a
r_def = list(log)
log.clear()
g: note("module simple") = v
h: note("module bare")
class Box:
    pass
box = Box()
box.attr: note("module attribute") = v
r_module = list(log)
r_module_values = (g, box.attr, "h" in globals())
log.clear()
def body():
    local: note("local") = v
    bare: note("local bare")
    return local
r_body = (body(), list(log))
log.clear()
lam_default = (lambda x=v: x)
r_lambda = list(log)

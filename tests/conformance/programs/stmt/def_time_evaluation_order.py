# probe: what a def evaluates when it runs, in order: decorator expressions top-down, then defaults, keyword-only defaults, annotations (parameters then return), then decorators applied bottom-up; a class statement: decorators, bases, keywords, then its body
# inputs
v = 1
# body
log = []
def note(tag, value=None):
    log.append(tag)
    return value
def deco(tag):
    log.append("deco " + tag)
    def apply(f):
        log.append("apply " + tag)
        return f
    return apply
@deco("outer")
@deco("inner")
def f(a: note("ann a", int) = note("default a", v), *, k: note("ann k") = note("default k", 2)) -> note("ann return"):
    return a
r_def_order = list(log)
log.clear()
r_annotations = sorted(f.__annotations__)
r_call = f()
r_call_log = list(log)
def cls_deco(c):
    log.append("class deco applied")
    return c
@note("class deco expr", cls_deco)
class K(note("base", object), metaclass=note("meta", type)):
    log.append("body")
    attr: note("class ann") = note("class value", 3)
r_class_order = list(log)
log.clear()
lam = lambda x=note("lambda default", v): x
r_lambda_order = list(log)

# probe: a def whose default raises, a decorator that raises, a decorator factory that raises: the name is not bound (or keeps its old value); defaults are evaluated before the decorator expression? no: decorators first
# inputs
key = "missing"
# body
log = []
def note(tag, v=None):
    log.append(tag)
    return v
table = {"present": 1}
old = "old value"
try:
    def old(x=table[key]):
        return x
except KeyError as e:
    r_default_raises = type(e).__name__
r_old_kept = old
def bad_deco(f):
    raise ValueError("no")
try:
    @bad_deco
    def newname():
        pass
except ValueError:
    r_deco_raises = "newname" in globals()
def deco_of(tag):
    note("factory " + tag)
    return lambda f: note("apply " + tag, f)
@deco_of("a")
def order(x=note("default")):
    return x
r_order = list(log)
log.clear()
@note("deco expr", lambda f: f)
def kw_order(*, k=note("kwdefault"), a=note("kw2")):
    pass
r_kw_order = list(log)
try:
    @undefined_decorator_name
    def never():
        pass
except NameError as e:
    r_undefined_deco = type(e).__name__
r_never_bound = "never" in globals()

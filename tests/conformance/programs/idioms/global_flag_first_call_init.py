# probe: init-on-first-call with a module global flag (global statement), a function attribute flag, and a missing global statement (UnboundLocalError)
# inputs
calls = 3
# body
_initialized = False
inits = []
def ensure_init():
    global _initialized
    if not _initialized:
        inits.append("g")
        _initialized = True
    return _initialized
def ensure_attr():
    if not getattr(ensure_attr, "done", False):
        inits.append("a")
        ensure_attr.done = True
for _ in range(calls):
    ensure_init()
    ensure_attr()
r_inits = list(inits)
r_flag = _initialized
r_attr = ensure_attr.done
_count = 0
def bump_bad():
    _count += 1
    return _count
try:
    bump_bad()
    r_unbound = "ok"
except UnboundLocalError as e:
    r_unbound = (type(e).__name__, isinstance(e, NameError))
def read_only():
    return _count + 1
r_read = read_only()

# probe: dispatching on an exception's class through a table of handlers keyed by class, walking type(e).__mro__ so a subclass finds its base's handler
# inputs
key = "missing"
# body
handlers = {
    LookupError: lambda e: ("lookup", type(e).__name__),
    ArithmeticError: lambda e: ("math", type(e).__name__),
    Exception: lambda e: ("other", type(e).__name__),
}
def dispatch(e):
    for cls in type(e).__mro__:
        if cls in handlers:
            return handlers[cls](e)
    return ("unhandled", type(e).__name__)
results = []
for f in (lambda: {}[key], lambda: [][1], lambda: 1 / 0, lambda: int(key), lambda: 2.0 ** 10000):
    try:
        f()
    except Exception as e:
        results.append(dispatch(e))
r_results = results
r_base = dispatch(KeyboardInterrupt())
r_mro = [c.__name__ for c in type(KeyError()).__mro__]

# probe: which exception becomes __context__: raised in a function called from a handler, in else (none), after the handler (none), in nested handlers (innermost), re-raising the handled instance (no self-context), inside a generator resumed from a handler
# inputs
k = "k"
# body
def ctx(thunk):
    try:
        thunk()
    except Exception as e:
        c = e.__context__
        return type(c).__name__ if c is not None else None
def helper():
    raise ValueError("helper")
def from_call():
    try:
        {}[k]
    except KeyError:
        helper()
def from_else():
    try:
        pass
    except KeyError:
        pass
    else:
        raise ValueError
def after_handler():
    try:
        {}[k]
    except KeyError:
        pass
    raise ValueError
def nested():
    try:
        {}[k]
    except KeyError:
        try:
            [][0]
        except IndexError:
            raise ValueError
def same_instance():
    try:
        raise KeyError(k)
    except KeyError as e:
        raise e
def gen():
    yield 1
    raise ValueError("in gen")
def via_gen():
    g = gen()
    next(g)
    try:
        1 / 0
    except ZeroDivisionError:
        next(g)
r_contexts = [ctx(f) for f in (from_call, from_else, after_handler, nested, same_instance, via_gen)]

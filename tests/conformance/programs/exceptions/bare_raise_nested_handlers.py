# probe: a bare raise after a nested try/except inside a handler re-raises the outer exception, not the inner one; bare raise in a function called from a handler
# inputs
k = "key"
i = 3
# body
def outer():
    try:
        {}[k]
    except KeyError:
        try:
            [][i]
        except IndexError:
            pass
        raise
try:
    outer()
except LookupError as e:
    r_outer = type(e).__name__
def helper():
    raise
def calls_helper():
    try:
        raise ValueError(k)
    except ValueError:
        helper()
try:
    calls_helper()
except ValueError as e:
    r_helper = (type(e).__name__, e.args)
def inner_reraise():
    try:
        {}[k]
    except KeyError:
        try:
            [][i]
        except IndexError:
            raise
try:
    inner_reraise()
except LookupError as e:
    r_inner = (type(e).__name__, type(e.__context__).__name__)
try:
    helper()
except RuntimeError as e:
    r_no_active = type(e).__name__
